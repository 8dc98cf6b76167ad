import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  type IndexColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { LeadSource } from "~/lib/dashboard";
import { users } from "./auth-schema.server";
import { leadReference, leads } from "./lead-schema.server";
import { leadReferenceColumn } from "./replies-schema.server";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const id = () => uuid("id").primaryKey().defaultRandom();

/**
 * Columns every lead shares: who sent it (if signed in), where it stands, and when; and the
 * staff workspace's part: its owner, its next step, when a person first acted on it, and its
 * source.
 */
const leadColumns = () => ({
  // Registered in `leads` by the table's trigger as the row is saved (record 076).
  id: uuid("id")
    .primaryKey()
    .defaultRandom()
    .references(() => leads.id),
  userId: text("user_id"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  status: text("status").notNull().default("New"),
  createdAt: createdAt(),
  ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
  /** The next step. An all-day follow-up is stored as the start of its day in the site's zone. */
  followUpAt: timestamp("follow_up_at", { withTimezone: true }),
  followUpAllDay: boolean("follow_up_all_day").notNull().default(true),
  firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  source: jsonb("source").$type<LeadSource>(),
  /** The short number the person is given (Q-24117); see replies-schema.server.ts. */
  reference: leadReferenceColumn(),
});

type LeadIndexColumns = {
  createdAt: IndexColumn;
  status: IndexColumn;
  userId: IndexColumn;
  ownerId: IndexColumn;
  followUpAt: IndexColumn;
  email: IndexColumn;
};

const leadIndexes = (name: string, t: LeadIndexColumns) => [
  index(`${name}_created_at_idx`).on(t.createdAt),
  index(`${name}_status_created_at_idx`).on(t.status, t.createdAt),
  index(`${name}_user_id_idx`).on(t.userId),
  index(`${name}_owner_created_at_idx`).on(t.ownerId, t.createdAt),
  index(`${name}_follow_up_at_idx`).on(t.followUpAt),
  index(`${name}_email_idx`).on(sql`lower(${t.email})`),
];

export const quotes = pgTable(
  "quotes",
  {
    ...leadColumns(),
    company: text("company"),
    industry: text("industry").notNull(),
    description: text("description").notNull(),
    outcome: text("outcome"),
    timeline: date("timeline"),
  },
  (t) => leadIndexes("quotes", t),
);

export const demoRequests = pgTable(
  "demo_requests",
  {
    ...leadColumns(),
    company: text("company"),
    message: text("message"),
    /** The product the demo is for (its slug); null when asked from /contact. */
    product: text("product"),
  },
  (t) => leadIndexes("demo_requests", t),
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  { ...leadColumns(), company: text("company"), message: text("message").notNull() },
  (t) => leadIndexes("contact_submissions", t),
);

/**
 * Newsletter sign-ups (record 079): one live row per address (anonymised rows aside), its status
 * the double opt-in: Pending until the confirm link is used, then Confirmed, or Unsubscribed.
 * The name is optional on the form and stored as "" when not given.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    ...leadColumns(),
    status: text("status").notNull().default("Pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    ...leadIndexes("newsletter_subscriptions", t),
    uniqueIndex("newsletter_subscriptions_address_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> 'anonymised@invalid'`),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    title: text("title").notNull(),
    location: text("location").notNull(),
    type: text("type").notNull().default("Full-time"),
    description: text("description"),
    expirationDate: date("expiration_date"),
    createdAt: createdAt(),
    department: text("department"),
    /** on-site, hybrid or remote. */
    workplaceType: text("workplace_type").notNull().default("on-site"),
    /** Yearly salary range in whole US dollars; both null when not published. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
  },
  (t) => [index("jobs_created_at_idx").on(t.createdAt)],
);

export const jobApplications = pgTable(
  "job_applications",
  {
    ...leadColumns(),
    status: text("status").notNull().default("Received"),
    // Deleting a job keeps its applications; they then show "Unknown Job".
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    message: text("message"),
    resumePath: text("resume_path"),
  },
  (t) => [...leadIndexes("job_applications", t), index("job_applications_job_id_idx").on(t.jobId)],
);

/** Resume bytes live in the database, written in the same transaction as their application. */
export const resumeFiles = pgTable("resume_files", {
  id: id(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => jobApplications.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

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
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The lead a message is about (its list and id), so its timeline shows it. */
    leadKind: text("lead_kind"),
    leadId: uuid("lead_id"),
    /**
     * Headers this message carries that depend on its recipient, e.g. a newsletter's signed
     * List-Unsubscribe link (record 079); those that follow from its kind are added at send.
     */
    headers: jsonb("headers").$type<Record<string, string>>(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index("email_outbox_lead_idx").on(t.leadKind, t.leadId),
    leadReference("email_outbox_lead_fk", t).onDelete("set null"),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** The first answer to each form submission, so a retry or double click gets it again. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  response: jsonb("response").notNull(),
  createdAt: createdAt(),
});
export * from "./auth-schema.server";
export * from "./booking-schema.server";
export * from "./lead-schema.server";
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
    index("status_changes_record_idx").on(t.leadKind, t.leadId, t.createdAt),
    leadReference("status_changes_lead_fk", t).onDelete("cascade"),
  ],
);

/** When each staff member last opened each dashboard list, to mark what is new since. */
export const dashboardVisits = pgTable(
  "dashboard_visits",
  {
    userId: text("user_id").notNull(),
    list: text("list").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);
export * from "./analytics-schema.server";
export * from "./content-schema.server";
export * from "./inbound-schema.server";
