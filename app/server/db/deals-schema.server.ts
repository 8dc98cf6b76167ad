import { sql } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LeadSource } from "~/lib/lead-source";
import { userOrNobody } from "./auth-schema.server";
import { createdAt, id, timestamps, timestamptz, timestamptzNow } from "./columns.server";
import { leadKeys, optionalLeadPair } from "./lead-schema.server";

// Deals (records 113, 114). Money is integer minor units beside its ISO currency, never a float.

export const dealReferenceSeq = pgSequence("deal_reference_seq", { startWith: 1001 });

/** Where a deal stands: the open stages admins arrange, and one Won and one Lost stage. */
export const dealStages = pgTable(
  "deal_stages",
  {
    id: id(),
    name: text("name").notNull().unique(),
    position: integer("position").notNull(),
    /** The chance of winning a deal that enters this stage, in percent (its default). */
    probability: integer("probability").notNull().default(0),
    outcome: text("outcome").$type<"open" | "won" | "lost">().notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    check("deal_stages_probability_check", sql`${t.probability} between 0 and 100`),
    check("deal_stages_outcome_check", sql`${t.outcome} in ('open', 'won', 'lost')`),
    uniqueIndex("deal_stages_closed_outcome_idx").on(t.outcome).where(sql`${t.outcome} <> 'open'`),
  ],
);

export const deals = pgTable(
  "deals",
  {
    id: id(),
    reference: integer("reference").notNull().default(sql`nextval('deal_reference_seq')`),
    title: text("title").notNull(),
    company: text("company"),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    /** The lead the deal was opened from, if any: its timeline stays the deal's history. */
    ...optionalLeadPair(),
    valueMinor: bigint("value_minor", { mode: "bigint" }).notNull().default(sql`0`),
    currency: char("currency", { length: 3 }).notNull().default("USD"),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => dealStages.id),
    probability: integer("probability").notNull(),
    expectedCloseOn: date("expected_close_on", { mode: "string" }),
    ownerId: userOrNobody("owner_id"),
    nextStep: text("next_step"),
    nextStepAt: timestamptz("next_step_at"),
    lostReason: text("lost_reason"),
    wonAt: timestamptz("won_at"),
    closedAt: timestamptz("closed_at"),
    /** The lead's first-touch source, copied when the deal was opened (revenue by source). */
    source: jsonb("source").$type<LeadSource>(),
    createdBy: text("created_by"),
    ...timestamps(),
  },
  (t) => [
    unique("deals_reference_unique").on(t.reference),
    check("deals_probability_check", sql`${t.probability} between 0 and 100`),
    check("deals_value_check", sql`${t.valueMinor} >= 0`),
    check("deals_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    index("deals_stage_updated_idx").on(t.stageId, t.updatedAt),
    index("deals_owner_updated_idx").on(t.ownerId, t.updatedAt),
    index("deals_expected_close_idx").on(t.expectedCloseOn),
    index("deals_updated_idx").on(t.updatedAt),
    ...leadKeys("deals", t, { onDelete: "set null" }),
    index("deals_contact_email_idx").on(sql`lower(${t.contactEmail})`),
    index("deals_won_at_idx").on(t.wonAt).where(sql`${t.wonAt} is not null`),
  ],
);

/**
 * The people who became clients by a won deal, by lowercased address (record 114): what the
 * people view shows, what erasure removes.
 */
export const clients = pgTable(
  "clients",
  {
    email: text("email").primaryKey(),
    name: text("name"),
    company: text("company"),
    firstDealId: uuid("first_deal_id").references(() => deals.id, { onDelete: "set null" }),
    becameClientAt: timestamptzNow("became_client_at"),
  },
  (t) => [check("clients_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);
