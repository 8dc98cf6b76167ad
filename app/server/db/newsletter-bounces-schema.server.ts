import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, partOf, timestamptzNow } from "./columns.server";
import { newsletterSubscriptions } from "./lead-tables-schema.server";

/** What a delivery report said about one newsletter mail (record 112). */
export type BounceKind = "hard" | "soft" | "complaint";

/**
 * Delivery reports received at a subscriber's VERP return path (record 112): a hard or soft
 * bounce, or a complaint. `issueId` names the newsletter issue the mail was, when it was one
 * (no foreign key: issues live in another feature's table); null for other mail (a welcome).
 * A soft bounce counts once per issue: the partial unique index keeps a "delayed" report and
 * the "failed" one after it from counting twice.
 */
export const newsletterBounces = pgTable(
  "newsletter_bounces",
  {
    id: id(),
    subscriberId: partOf("subscriber_id", () => newsletterSubscriptions.id),
    issueId: uuid("issue_id"),
    kind: text("kind").$type<BounceKind>().notNull(),
    /** The report's Status and Diagnostic-Code (or the complaint's Feedback-Type), capped. */
    diagnostic: text("diagnostic"),
    receivedAt: timestamptzNow("received_at"),
  },
  (t) => [
    index("newsletter_bounces_subscriber_idx").on(t.subscriberId, t.receivedAt),
    index("newsletter_bounces_received_at_idx").on(t.receivedAt),
    uniqueIndex("newsletter_bounces_once_per_issue_key")
      .on(t.subscriberId, t.issueId, t.kind)
      .where(sql`${t.issueId} is not null`),
    check("newsletter_bounces_kind_check", sql`${t.kind} in ('hard', 'soft', 'complaint')`),
  ],
);
