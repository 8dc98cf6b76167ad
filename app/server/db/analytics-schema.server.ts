import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { ownedByUser, userOrNobody } from "./auth-schema.server";
import { createdAt, timestamptz, timestamptzNow, updatedAt } from "./columns.server";
import { sendClaims } from "./workspace-schema.server";

// First-party analytics (record 072): page views as the host answered them, their daily
// roll-up, and the salt of the day's visitor keys. No address, no User-Agent, no cookie.

/**
 * One page view, or several identical ones from one batch (`views`). Kept 30 days (rollup.server.ts), long enough to roll up late days and to
 * group a visitor's views into visits. `visitorKey` is a hash under the day's salt, null when
 * the browser asked not to be tracked (Sec-GPC or DNT).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    // A number from a sequence, not a random uuid: a page view is written for nearly every public
    // request, and on the embedded database a random uuid cost a quarter of the insert (record 090).
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull(),
    /** The day in the site's time zone, which reports and the salt go by. */
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
    visitorKey: text("visitor_key"),
    /** Identical views (same visitor, page and source) written in one batch, counted once. */
    views: integer("views").notNull().default(1),
    /**
     * Leads the visitor sent (a row of its own, with no views): what makes them a converting
     * visitor of the day's figures (record 097).
     */
    leads: integer("leads").notNull().default(0),
    /** Added to its day's figures already (rollup.server.ts, record 086). */
    rolledUp: boolean("rolled_up").notNull().default(false),
  },
  (t) => [
    index("analytics_events_day_visitor_idx").on(t.day, t.visitorKey, t.at),
    // The views a roll-up has yet to add: few, however many the day has (record 086).
    index("analytics_events_pending_idx").on(t.day).where(sql`not ${t.rolledUp}`),
  ],
);

/**
 * One day's figures per dimension value (`total` has the value ""), kept for good. Each roll-up
 * adds what its new page views changed, one roll-up at a time (rollup.server.ts, record 086).
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** total, page, entry, referrer, source, campaign or device (rollup.server.ts). */
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    pageViews: integer("page_views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    visits: integer("visits").notNull().default(0),
    bounces: integer("bounces").notNull().default(0),
    visitSeconds: integer("visit_seconds").notNull().default(0),
    /** Visitors among `visitors` (by visit) who sent a lead that day (record 097). */
    converted: integer("converted").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** The random salt of one day's visitor keys; deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** The number of leads aimed for in one month ("YYYY-MM", site time zone); admins set it (record 084). */
export const analyticsGoals = pgTable("analytics_goals", {
  month: text("month").primaryKey(),
  leads: integer("leads").notNull(),
  updatedAt: updatedAt(),
  updatedBy: userOrNobody("updated_by"),
});

/** Admins who turned the weekly report off; everyone else gets it (record 084). */
export const weeklyReportOptOuts = pgTable("weekly_report_opt_outs", {
  userId: ownedByUser("user_id").primaryKey(),
  at: timestamptzNow("at"),
});

/** One row per admin and week (its Monday) a report was queued: the claim that makes it once. */
export const weeklyReportSends = sendClaims(
  "weekly_report_sends",
  "week",
  date("week", { mode: "string" }).notNull(),
);
