import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { WeeklyHours } from "~/lib/booking";
import { ownedByUser } from "./auth-schema.server";
import { id, partOf, timestamps, timestamptz, timestamptzNow, updatedAt } from "./columns.server";
import { leadKeys, leadPair } from "./lead-schema.server";

// Meeting booking (record 077): meeting types, each staff member's availability, booked
// meetings, and the 15-minute blocks that hold a person's time.

/** Demo, Discovery call, Interview: their names and lengths, which admins edit. */
export const meetingTypes = pgTable("meeting_types", {
  /** demo, discovery, interview (stored data: never renamed). */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  minutes: integer("minutes").notNull(),
  updatedAt: updatedAt(),
});

/** When a staff member can be booked, in their own time zone. No row: not bookable. */
export const staffAvailability = pgTable("staff_availability", {
  userId: ownedByUser("user_id").primaryKey(),
  timeZone: text("time_zone").notNull(),
  /** Working hours per weekday (0 = Sunday): wall-clock intervals "HH:MM"–"HH:MM". */
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  /** Whole days off, "YYYY-MM-DD" in their zone. */
  datesOff: jsonb("dates_off").$type<string[]>().notNull().default([]),
  bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
  bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
  minNoticeMinutes: integer("min_notice_minutes").notNull().default(240),
  maxPerDay: integer("max_per_day").notNull().default(6),
  /** A video URL or a phone number, given to the visitor in the invitation. */
  meetingLink: text("meeting_link"),
  /** The secret of their private iCalendar feed; null when revoked or never made. */
  feedToken: text("feed_token").unique(),
  updatedAt: updatedAt(),
});

/**
 * A calendar a staff member already keeps, read by its iCalendar URL so that its busy times are
 * not offered (record 087). One row per person: the busy intervals are kept in the row, so the
 * slot picker reads a pool's in one small query and a refresh replaces them in one update.
 */
export const staffBusyFeeds = pgTable(
  "staff_busy_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => staffAvailability.userId, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Busy spans [start, end) in epoch milliseconds over the booking horizon, merged, sorted. */
    busy: jsonb("busy").$type<[number, number][]>().notNull().default([]),
    /** When the feed is next to be read; a refresh claims it by moving this on. */
    dueAt: timestamptzNow("due_at"),
    /** The last read that succeeded (its intervals are `busy`). */
    readAt: timestamptz("read_at"),
    /** Why the last read failed; null once one succeeds. */
    error: text("error"),
    updatedAt: updatedAt(),
  },
  (t) => [index("staff_busy_feeds_due_idx").on(t.dueAt)],
);

/** A booked meeting with a staff member, about a lead (the demo request it was booked from). */
export const meetings = pgTable(
  "meetings",
  {
    id: id(),
    typeId: text("type_id")
      .notNull()
      .references(() => meetingTypes.id),
    staffId: ownedByUser("staff_id"),
    ...leadPair(),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    /**
     * The span its blocks cover (buffers included, whole blocks): what slot computation reads,
     * one row per meeting rather than per block. The blocks stay the constraint.
     */
    heldFrom: timestamptz("held_from").notNull(),
    heldUntil: timestamptz("held_until").notNull(),
    visitorName: text("visitor_name").notNull(),
    visitorEmail: text("visitor_email").notNull(),
    visitorTimeZone: text("visitor_time_zone").notNull(),
    /** booked, cancelled, completed, no-show */
    status: text("status").notNull().default("booked"),
    /** The iCalendar SEQUENCE: raised by each reschedule and by the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    location: text("location"),
    /** The reminders queued in the outbox, dropped if the meeting moves or is cancelled. */
    reminderIds: jsonb("reminder_ids").$type<string[]>().notNull().default([]),
    /**
     * The lead's status before this booking, which a cancellation returns it to (record 100);
     * null for meetings booked before it was kept.
     */
    priorLeadStatus: text("prior_lead_status"),
    /** What the visitor said when cancelling, if anything (record 117): shown to the host. */
    cancelReason: text("cancel_reason"),
    ...timestamps(),
  },
  (t) => [
    index("meetings_staff_starts_idx").on(t.staffId, t.startsAt),
    // One booked meeting per lead: a repeated or retried booking request cannot make a second.
    uniqueIndex("meetings_one_booked_per_lead")
      .on(t.leadKind, t.leadId)
      .where(sql`${t.status} = 'booked'`),
    ...leadKeys("meetings", t, { onDelete: "cascade" }),
  ],
);

/**
 * One row per 15-minute block a booked meeting occupies, buffers included (record 077). The
 * primary key is what makes a slot atomic: a second booking of any of the same blocks of the
 * same person fails with a unique violation, whichever instance tries it.
 */
export const meetingBlocks = pgTable(
  "meeting_blocks",
  {
    staffId: ownedByUser("staff_id"),
    blockStart: timestamptz("block_start").notNull(),
    meetingId: partOf("meeting_id", () => meetings.id),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.blockStart] }),
    index("meeting_blocks_meeting_idx").on(t.meetingId),
  ],
);
