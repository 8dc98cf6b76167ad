import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, timestamptz, timestamptzNow } from "./columns.server";
import { leadKeys, optionalLeadPair } from "./lead-schema.server";
import { resumeFiles } from "./lead-tables-schema.server";

/** Notices waiting for (or done with) delivery. Written in the same transaction as the lead. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    resumeFileId: uuid("resume_file_id").references(() => resumeFiles.id, { onDelete: "set null" }),
    /** An iCalendar invitation (or cancellation) sent along as invite.ics (record 077). */
    calendar: text("calendar"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptzNow("next_attempt_at"),
    lockedUntil: timestamptz("locked_until"),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    /** The lead a message is about (its list and id), so its timeline shows it. */
    ...optionalLeadPair(),
    /**
     * Headers this message carries that depend on its recipient, e.g. a newsletter's signed
     * List-Unsubscribe link (record 079); those that follow from its kind are added at send.
     */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The SMTP envelope sender (MAIL FROM), a newsletter's bounce return path (record 111). */
    envelopeFrom: text("envelope_from"),
    /** A staff reply's From display name, "Pat Lee at Brazos Digital" (record 118). */
    fromName: text("from_name"),
    /** Addresses a staff reply is copied to (record 118). */
    cc: text("cc").array(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    ...leadKeys("email_outbox", t, { onDelete: "set null" }),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed sign-ins per key (an account, an address, a device cookie): counted in a window that
 * starts at the first failure; a key over its limit is locked until `locked_until`, and attempts
 * refused meanwhile neither count nor move the lock (record 098).
 */
export const signInLimits = pgTable("sign_in_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  count: integer("count").notNull().default(0),
  lockedUntil: timestamptz("locked_until"),
});

/** The first answer to each form submission, so a retry or double click gets it again. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  response: jsonb("response").notNull(),
  createdAt: createdAt(),
});
export * from "./auth-schema.server";
export * from "./booking-schema.server";
export * from "./lead-schema.server";
export * from "./lead-tables-schema.server";
export * from "./replies-schema.server";
export * from "./trust-schema.server";
export * from "./workspace-schema.server";

/** Who changed which record's status, from what, to what, and when (the dashboard's audit trail). */
export const statusChanges = pgTable(
  "status_changes",
  {
    id: id(),
    // One name in the code for the lead's kind and id (record 071); the columns keep theirs.
    leadKind: text("record_type").notNull(),
    leadId: uuid("record_id").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by"),
    changedByEmail: text("changed_by_email"),
    createdAt: createdAt(),
  },
  (t) => [
    ...leadKeys("status_changes", t, {
      onDelete: "cascade",
      inOrderOf: t.createdAt,
      index: "status_changes_record_idx",
    }),
  ],
);

/** When each staff member last opened each dashboard list, to mark what is new since. */
export const dashboardVisits = pgTable(
  "dashboard_visits",
  {
    userId: text("user_id").notNull(),
    list: text("list").notNull(),
    seenAt: timestamptz("seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);
export * from "./analytics-schema.server";
export * from "./content-schema.server";
export * from "./deals-schema.server";
export * from "./inbound-schema.server";
export * from "./newsletter-bounces-schema.server";
export * from "./newsletter-schema.server";
export * from "./proposals-schema.server";
