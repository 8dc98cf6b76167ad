import { type AnyColumn, and, eq, gt, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { BLOCK_MINUTES, BOOKING_DAYS, type MeetingTypeId } from "~/lib/booking";
import { leadKinds } from "~/lib/lead-kinds";
import { mayUse } from "../auth/staff-access.server";
import type { Db } from "../db/client.server";
import {
  assignmentRules,
  meetings,
  meetingTypes,
  staffAvailability,
  staffBusyFeeds,
  users,
} from "../db/schema.server";
import type { StaffCalendar } from "./slots.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each person's meetings as one text, "start:heldFrom:heldUntil" in epoch milliseconds per
 * meeting: one row per person keeps the read of a pool's two weeks small (bench/booking.ts).
 */
const ms = (column: AnyColumn) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;
const meetingList: SQL<string> = sql<string>`string_agg(${ms(meetings.startsAt)} || ':' || ${ms(meetings.heldFrom)} || ':' || ${ms(meetings.heldUntil)}, ',')`;

function parseMeetings(list: string | null) {
  const busy = new Set<number>();
  const starts: Date[] = [];
  for (const item of list ? list.split(",") : []) {
    const [start = 0, heldFrom = 0, heldUntil = 0] = item.split(":").map(Number);
    starts.push(new Date(start));
    for (let at = heldFrom; at < heldUntil; at += BLOCK_MINUTES * 60_000) busy.add(at);
  }
  return { busy, starts };
}

/**
 * Adds the busy spans read from a person's own calendar (record 087) that touch [from, to), as
 * every 15-minute block they touch: a meeting may not overlap them even in part.
 */
function addBusySpans(busy: Set<number>, spans: readonly [number, number][], from: Date, to: Date) {
  const block = BLOCK_MINUTES * 60_000;
  for (const [start, end] of spans) {
    if (end <= from.getTime() || start >= to.getTime()) continue;
    const first = Math.floor(Math.max(start, from.getTime()) / block) * block;
    for (let at = first; at < Math.min(end, to.getTime()); at += block) busy.add(at);
  }
}

export type Availability = typeof staffAvailability.$inferSelect;

/**
 * Each person's rules and what they have booked, from a day before `now` (meetings of "today"
 * count towards its maximum in any zone) to the end of the booking horizon, and the busy times
 * of their own calendars. Three queries however many people (two when the rules are known):
 * the slot picker of a pool of twenty reads them once.
 */
export async function loadCalendars(
  db: Db,
  staffIds: readonly string[],
  now: Date,
  knownRules?: readonly Availability[],
): Promise<StaffCalendar[]> {
  if (staffIds.length === 0) return [];
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (BOOKING_DAYS + 2) * DAY_MS);
  const [rules, booked, feeds] = await Promise.all([
    knownRules ??
      db
        .select()
        .from(staffAvailability)
        .where(inArray(staffAvailability.userId, [...staffIds])),
    db
      .select({ staffId: meetings.staffId, list: meetingList })
      .from(meetings)
      .where(
        and(
          inArray(meetings.staffId, [...staffIds]),
          // Completed and no-show meetings keep their blocks (record 077); cancelled ones do not.
          ne(meetings.status, "cancelled"),
          gt(meetings.heldUntil, from),
          lt(meetings.heldFrom, to),
        ),
      )
      .groupBy(meetings.staffId),
    db
      .select({ userId: staffBusyFeeds.userId, busy: staffBusyFeeds.busy })
      .from(staffBusyFeeds)
      .where(inArray(staffBusyFeeds.userId, [...staffIds])),
  ]);
  const byPerson = new Map(booked.map((row) => [row.staffId, parseMeetings(row.list)]));
  for (const feed of feeds) {
    const person = byPerson.get(feed.userId) ?? parseMeetings(null);
    addBusySpans(person.busy, feed.busy, from, to);
    byPerson.set(feed.userId, person);
  }
  return rules.map((rule) => ({
    id: rule.userId,
    timeZone: rule.timeZone,
    weeklyHours: rule.weeklyHours,
    datesOff: rule.datesOff,
    bufferBeforeMinutes: rule.bufferBeforeMinutes,
    bufferAfterMinutes: rule.bufferAfterMinutes,
    minNoticeMinutes: rule.minNoticeMinutes,
    maxPerDay: rule.maxPerDay,
    busyBlocks: byPerson.get(rule.userId)?.busy ?? new Set(),
    meetingStarts: byPerson.get(rule.userId)?.starts ?? [],
  }));
}

/**
 * Who a demo request's visitor may book (record 077): with round robin on for demo requests,
 * the pool's bookable people; otherwise the request's owner, if bookable; a request without an
 * owner falls back to everyone with availability, so a visitor is never left without a slot.
 */
export async function bookableStaff(
  db: Db,
  lead: { kind: "demos" | "applications"; ownerId: string | null },
): Promise<{ ids: string[]; rules: Availability[] }> {
  const [rows, [rule]] = await Promise.all([
    db
      .select({ availability: staffAvailability, role: users.role })
      .from(staffAvailability)
      .innerJoin(users, eq(users.id, staffAvailability.userId)),
    db.select().from(assignmentRules).where(eq(assignmentRules.leadKind, lead.kind)),
  ]);
  // Only people who may work the list are offered: admins for demos, the HR pool for interviews.
  const everyone = rows
    .filter((row) => mayUse(row.role, leadKinds[lead.kind].area))
    .map((row) => row.availability);
  const ids = chooseStaff(
    everyone.map((row) => row.userId),
    rule,
    lead.ownerId,
  );
  return { ids, rules: everyone.filter((row) => ids.includes(row.userId)) };
}

function chooseStaff(
  bookable: string[],
  rule: typeof assignmentRules.$inferSelect | undefined,
  ownerId: string | null,
): string[] {
  if (rule?.mode === "round_robin" && rule.staffIds.length > 0) {
    const pool = bookable.filter((id) => rule.staffIds.includes(id));
    if (pool.length > 0) return pool;
  }
  if (ownerId && bookable.includes(ownerId)) return [ownerId];
  return bookable;
}

/** A meeting type (its name and length); admins may edit them, so it is read each time. */
export async function meetingType(db: Db, id: MeetingTypeId) {
  const [type] = await db.select().from(meetingTypes).where(eq(meetingTypes.id, id));
  if (!type) throw new Error(`Meeting type ${id} is missing (drizzle/0019 seeds it)`);
  return type;
}
