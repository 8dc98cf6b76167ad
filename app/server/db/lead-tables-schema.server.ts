import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  type IndexColumn,
  index,
  integer,
  jsonb,
  type PgTable,
  type PgUpdateSetSource,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LeadKind } from "~/lib/lead-kinds";
import type { LeadSource } from "~/lib/lead-source";
import { userOrNobody } from "./auth-schema.server";
import { bytea, createdAt, id, partOf, timestamptz } from "./columns.server";
import { leads } from "./lead-schema.server";
import { leadReferenceColumn } from "./replies-schema.server";

// Each kind of lead's own table (quotes, demos, contact messages, newsletter sign-ups,
// partnership inquiries, applications), with the jobs applied to and the résumés sent along.

/**
 * Columns every lead shares: who sent it (if signed in), where it stands, and when; and the
 * staff workspace's part: its owner, its next step, when a person first acted on it, and its
 * source.
 */
const leadColumns = () => ({
  // Registered in `leads` by the table's trigger as the row is saved (record 076).
  id: id().references(() => leads.id),
  userId: text("user_id"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  status: text("status").notNull().default("New"),
  createdAt: createdAt(),
  ownerId: userOrNobody("owner_id"),
  /** The next step. An all-day follow-up is stored as the start of its day in the site's zone. */
  followUpAt: timestamptz("follow_up_at"),
  followUpAllDay: boolean("follow_up_all_day").notNull().default(true),
  firstResponseAt: timestamptz("first_response_at"),
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
    confirmedAt: timestamptz("confirmed_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
    /** When and why newsletter mail to the address stopped: bounces or a complaint (record 112). */
    suppressedAt: timestamptz("suppressed_at"),
    suppressedReason: text("suppressed_reason"),
    /** Soft bounces counted so far; at NEWSLETTER_SOFT_BOUNCE_LIMIT mail stops (record 112). */
    softBounceCount: integer("soft_bounce_count").notNull().default(0),
  },
  (t) => [
    ...leadIndexes("newsletter_subscriptions", t),
    uniqueIndex("newsletter_subscriptions_address_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> 'anonymised@invalid'`),
  ],
);

/** Partnership inquiries from /about (record 106): to resell, integrate with, or refer us. */
export const partnershipInquiries = pgTable(
  "partnership_inquiries",
  {
    ...leadColumns(),
    company: text("company"),
    websiteUrl: text("website_url"),
    partnership: text("partnership").notNull(), // one of the registry's choices
    message: text("message").notNull(),
  },
  (t) => leadIndexes("partnership_inquiries", t),
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
  applicationId: partOf("application_id", () => jobApplications.id).unique(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/**
 * The registry's server half (records 071, 105): each kind's table, its searched text fields
 * (trigram-indexed, drizzle/0005) and what anonymising writes over its own columns.
 */
type KindTable<T extends PgTable> = {
  table: T;
  search: AnyPgColumn[];
  erased: PgUpdateSetSource<T>;
};
const kindTable = <T extends PgTable>(entry: KindTable<T>) => entry;

export const leadKindTables = {
  quotes: kindTable({
    table: quotes,
    search: [quotes.name, quotes.email, quotes.company, quotes.description, quotes.outcome],
    erased: { company: null, description: "", outcome: null, timeline: null },
  }),
  demos: kindTable({
    table: demoRequests,
    search: [
      demoRequests.name,
      demoRequests.email,
      demoRequests.company,
      demoRequests.message,
      demoRequests.product,
    ],
    erased: { company: null, message: null },
  }),
  contacts: kindTable({
    table: contactSubmissions,
    search: [
      contactSubmissions.name,
      contactSubmissions.email,
      contactSubmissions.company,
      contactSubmissions.message,
    ],
    erased: { company: null, message: "" },
  }),
  applications: kindTable({
    table: jobApplications,
    search: [jobApplications.name, jobApplications.email, jobApplications.message],
    // The résumé file itself is deleted by anonymising (the kind's `candidate` capability).
    erased: { message: null, resumePath: null },
  }),
  subscriptions: kindTable({
    table: newsletterSubscriptions,
    search: [newsletterSubscriptions.name, newsletterSubscriptions.email],
    // An erased address gets no more newsletters: the row ends unsubscribed (record 079).
    erased: { status: "Unsubscribed", unsubscribedAt: sql`now()` },
  }),
  partnerships: kindTable({
    table: partnershipInquiries,
    search: [
      partnershipInquiries.name,
      partnershipInquiries.email,
      partnershipInquiries.company,
      partnershipInquiries.websiteUrl,
      partnershipInquiries.message,
    ],
    erased: { company: null, websiteUrl: null, message: "" },
  }),
} satisfies { [K in LeadKind]: KindTable<PgTable> };

/** Each kind's row as stored. */
export type LeadRows = {
  [K in LeadKind]: (typeof leadKindTables)[K]["table"]["$inferSelect"];
};
