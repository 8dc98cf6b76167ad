import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import {
  emailOutbox,
  newsletterBounces,
  newsletterLinkClicks,
  newsletterSends,
  newsletterSubscriptions,
} from "../db/schema.server";
import type { IssueRow } from "./issue-content.server";

/** Subscribers whose copy of an issue bounced or drew a complaint (record 112). */
async function bouncedCount(db: Db, issueId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${newsletterBounces.subscriberId})::int` })
    .from(newsletterBounces)
    .where(eq(newsletterBounces.issueId, issueId));
  return row?.count ?? 0;
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
    bounced: await bouncedCount(db, issue.id),
    unsubscribed: left?.count ?? 0,
    links: (issue.links ?? []).map((url, index) => ({ url, clicks: byLink.get(index) ?? 0 })),
  };
}
