import {
  bigint,
  date,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { ownedByUser, userOrNobody } from "./auth-schema.server";
import { createdAt, id, timestamptz, timestamptzNow, updatedAt } from "./columns.server";
import { leadKeys, leadPair, leadReference } from "./lead-schema.server";

// The staff workspace: what staff did on each lead, how new leads find an owner, and the
// settings of the daily digest and of first-response times.

/**
 * A lead's timeline entries other than status changes (status_changes) and e-mails
 * (email_outbox): notes, assignments and follow-up changes. A deleted note keeps its row with
 * `removed_at` set and no body, so the timeline can say "note removed".
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    ...leadPair(),
    /** note, assigned, follow-up */
    type: text("type").notNull(),
    actorId: userOrNobody("actor_id"),
    actorEmail: text("actor_email"),
    body: text("body"),
    /** The change itself, e.g. { from, to } owner ids and names, or the new follow-up. */
    data: jsonb("data").$type<Record<string, string | boolean | null>>(),
    removedAt: timestamptz("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [...leadKeys("lead_events", t, { onDelete: "cascade", inOrderOf: t.createdAt })],
);

/**
 * Who on staff has opened which lead's record, and when last (record 118): a list marks a lead
 * "Unseen" only while nobody has opened it.
 */
export const leadViews = pgTable(
  "lead_views",
  {
    ...leadPair(),
    userId: ownedByUser("user_id"),
    seenAt: timestamptzNow("seen_at"),
  },
  (t) => [
    primaryKey({ columns: [t.leadKind, t.leadId, t.userId] }),
    leadReference("lead_views_lead_fk", t).onDelete("cascade"),
  ],
);

/**
 * Automatic assignment per list: off, or round robin among chosen staff. `turn` counts the
 * assignments made; each new lead takes `staff[turn % staff.length]` and increments it in the
 * same statement, so several instances stay fair.
 */
export const assignmentRules = pgTable("assignment_rules", {
  leadKind: text("lead_kind").primaryKey(),
  mode: text("mode").notNull().default("off"),
  staffIds: jsonb("staff_ids").$type<string[]>().notNull().default([]),
  turn: integer("turn").notNull().default(0),
  updatedAt: updatedAt(),
});

/** The workspace's settings, one row (id 1): digest hour and business hours. */
export const workspaceSettings = pgTable("workspace_settings", {
  id: integer("id").primaryKey(),
  /** Hour of the day (0–23, site time zone) the digest goes out. */
  digestHour: integer("digest_hour").notNull().default(8),
  /** Business hours for first-response times: weekdays (0 = Sunday) and hours [start, end). */
  businessDays: jsonb("business_days").$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
  businessStartHour: integer("business_start_hour").notNull().default(9),
  businessEndHour: integer("business_end_hour").notNull().default(17),
  /** A lead nobody acted on after this many business hours is flagged. */
  untouchedAfterHours: integer("untouched_after_hours").notNull().default(4),
  updatedAt: updatedAt(),
});

type SendClaimColumns<TKey extends string, TPeriod extends PgColumnBuilderBase> = {
  userId: ReturnType<typeof ownedByUser>;
  createdAt: ReturnType<typeof createdAt>;
} & Record<TKey, TPeriod>;

/**
 * A table of claims, one row per person and period (its column `key`) whose mail was queued: its
 * primary key is what makes the mail go once per period across every instance.
 */
export function sendClaims<
  TName extends string,
  TKey extends string,
  TPeriod extends PgColumnBuilderBase,
>(name: TName, key: TKey, period: TPeriod) {
  const columns = { userId: ownedByUser("user_id"), [key]: period, createdAt: createdAt() };
  // A computed key widens the object's type; the cast names the one column it adds.
  return pgTable(name, columns as SendClaimColumns<TKey, TPeriod>, (t) => [
    primaryKey({ columns: [t.userId, t[key]] }),
  ]);
}

/** One row per person and day a digest was sent: the claim that makes it once a day. */
export const digestSends = sendClaims("digest_sends", "day", date("day").notNull());

/**
 * One row per person and hour whose summary was sent (record 083): the claim that makes the
 * hourly summary once per hour across every instance, as digest_sends does for the day. The
 * hour is the start of the hour after the one summed up (the summary covers the hour before it).
 */
export const hourlySummarySends = sendClaims(
  "hourly_summary_sends",
  "hour",
  timestamptz("hour").notNull(),
);

/**
 * A counter per lead list, raised by a trigger on every statement that changes the list's table
 * (drizzle/0007_list_versions.sql). A list's view counts are kept in memory under the version
 * they were counted at, so a page reads one small row instead of counting the whole table, and a
 * change made by any instance, or by hand in SQL, is seen by the next read.
 */
export const leadListVersions = pgTable("lead_list_versions", {
  leadKind: text("lead_kind").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
