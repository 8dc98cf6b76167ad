import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { newsletterIssues, newsletterLinkClicks } from "../db/schema.server";

/**
 * The click counter behind an issue's links (record 111): the URL carries only the issue and
 * the link's position, never who clicked, and only a link the issue itself carries redirects
 * (no open redirect). Each click adds one to that link's count in one statement.
 */
export async function followIssueLink(
  slug: string,
  link: string,
  db: Db = defaultDb(),
): Promise<string | null> {
  if (!/^\d{1,4}$/.test(link)) return null;
  const index = Number(link);
  const [issue] = await db
    .select({ id: newsletterIssues.id, links: newsletterIssues.links })
    .from(newsletterIssues)
    .where(
      and(eq(newsletterIssues.slug, slug), inArray(newsletterIssues.status, ["sending", "sent"])),
    );
  const target = issue?.links?.[index];
  if (!issue || !target) return null;
  await db
    .insert(newsletterLinkClicks)
    .values({ issueId: issue.id, link: index, clicks: 1 })
    .onConflictDoUpdate({
      target: [newsletterLinkClicks.issueId, newsletterLinkClicks.link],
      set: { clicks: sql`${newsletterLinkClicks.clicks} + 1` },
    });
  return target;
}
