import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { userOrNobody } from "./auth-schema.server";
import { createdAt, id, partOf, timestamptz, updatedAt } from "./columns.server";
import { contentItems } from "./content-schema.server";
import { newsletterSubscriptions } from "./lead-tables-schema.server";

// Newsletter issues and their sends (records 110, 111).

export const newsletterIssueStatuses = ["draft", "scheduled", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

/**
 * One issue: written for e-mail or taken from a published article (`articleId`). `links` are the
 * issue's own links, frozen when sending starts: the click redirect only knows these (record 111).
 * `ratePerMinute` null means the list's default (newsletter_settings).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    subject: text("subject").notNull(),
    body: text("body").notNull().default(""),
    articleId: uuid("article_id").references(() => contentItems.id, { onDelete: "set null" }),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    scheduledAt: timestamptz("scheduled_at"),
    ratePerMinute: integer("rate_per_minute"),
    links: jsonb("links").$type<string[]>(),
    sendStartedAt: timestamptz("send_started_at"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    createdBy: userOrNobody("created_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_issues_status_idx").on(t.status, t.scheduledAt),
    check(
      "newsletter_issues_status_check",
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`,
    ),
    check(
      "newsletter_issues_rate_check",
      sql`${t.ratePerMinute} is null or ${t.ratePerMinute} > 0`,
    ),
  ],
);

/**
 * One subscriber's copy of an issue. The unique key (issue, subscriber) is what makes an issue
 * reach each person once, whatever the number of instances or restarts (record 111).
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: id(),
    issueId: partOf("issue_id", () => newsletterIssues.id),
    subscriberId: partOf("subscriber_id", () => newsletterSubscriptions.id),
    // References email_outbox (on delete set null) in the migration; not declared here, as the
    // outbox table lives in schema.server.ts, which re-exports this file.
    outboxId: uuid("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("newsletter_sends_issue_subscriber_key").on(t.issueId, t.subscriberId),
    index("newsletter_sends_subscriber_idx").on(t.subscriberId),
    index("newsletter_sends_outbox_idx").on(t.outboxId),
    index("newsletter_sends_created_at_idx").on(t.createdAt),
  ],
);

/** Clicks per issue and link (its index in `links`): a count, never who clicked. */
export const newsletterLinkClicks = pgTable(
  "newsletter_link_clicks",
  {
    issueId: partOf("issue_id", () => newsletterIssues.id),
    link: integer("link").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.link] })],
);

/** The list's settings, one row (id 1): the default sending rate an admin sets. */
export const newsletterSettings = pgTable("newsletter_settings", {
  id: integer("id").primaryKey(),
  defaultRatePerMinute: integer("default_rate_per_minute").notNull().default(120),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by"),
});
