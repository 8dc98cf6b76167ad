import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import {
  emailOutbox,
  newsletterLinkClicks,
  newsletterSends,
  newsletterSubscriptions,
} from "../db/schema.server";
import type { IssueRow } from "./issue-content.server";

/**
 * Bounces of an issue's copies. Zero until bounce handling records them (newsletter_bounces);
 * then this counts that issue's rows.
 */
export async function bouncedCount(_issueId: string): Promise<number> {
  return 0;
}

/**
 * What became of an issue (record 111): copies made, handed to the mail server, bounced, people
 * who unsubscribed after it started among its recipients, and clicks per link.
 */
export async function issueReport(db: Db, issue: Pick<IssueRow, "id" | "links" | "sendStartedAt">) {
  const [counts] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      delivered: sql<number>`count(${emailOutbox.sentAt})::int`,
    })
    .from(newsletterSends)
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterSends.outboxId))
    .where(eq(newsletterSends.issueId, issue.id));
  const [left] = issue.sendStartedAt
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(newsletterSends)
        .innerJoin(
          newsletterSubscriptions,
          eq(newsletterSubscriptions.id, newsletterSends.subscriberId),
        )
        .where(
          and(
            eq(newsletterSends.issueId, issue.id),
            isNotNull(newsletterSubscriptions.unsubscribedAt),
            gt(newsletterSubscriptions.unsubscribedAt, issue.sendStartedAt),
          ),
        )
    : [{ count: 0 }];
  const clicks = await db
    .select({ link: newsletterLinkClicks.link, clicks: newsletterLinkClicks.clicks })
    .from(newsletterLinkClicks)
    .where(eq(newsletterLinkClicks.issueId, issue.id));
  const byLink = new Map(clicks.map((row) => [row.link, row.clicks]));
  return {
    sent: counts?.sent ?? 0,
    delivered: counts?.delivered ?? 0,
    bounced: await bouncedCount(issue.id),
    unsubscribed: left?.count ?? 0,
    links: (issue.links ?? []).map((url, index) => ({ url, clicks: byLink.get(index) ?? 0 })),
  };
}
