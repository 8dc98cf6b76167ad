import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { BOOKING_DAYS, type MeetingTypeId } from "~/lib/booking";
import type { Db } from "../db/client.server";
import {
  assignmentRules,
  meetingBlocks,
  meetings,
  meetingTypes,
  staffAvailability,
} from "../db/schema.server";
import type { StaffCalendar } from "./slots.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export type Availability = typeof staffAvailability.$inferSelect;

/**
 * Each person's rules and what they have booked, from a day before `now` (meetings of "today"
 * count towards its maximum in any zone) to the end of the booking horizon. Two queries however
 * many people: the slot picker of a pool of twenty reads them once.
 */
export async function loadCalendars(
  db: Db,
  staffIds: readonly string[],
  now: Date,
): Promise<StaffCalendar[]> {
  if (staffIds.length === 0) return [];
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (BOOKING_DAYS + 2) * DAY_MS);
  const [rules, booked, blocks] = await Promise.all([
    db
      .select()
      .from(staffAvailability)
      .where(inArray(staffAvailability.userId, [...staffIds])),
    db
      .select({ staffId: meetings.staffId, startsAt: meetings.startsAt })
      .from(meetings)
      .where(
        and(
          inArray(meetings.staffId, [...staffIds]),
          eq(meetings.status, "booked"),
          gte(meetings.startsAt, from),
          lt(meetings.startsAt, to),
        ),
      ),
    db
      .select({ staffId: meetingBlocks.staffId, blockStart: meetingBlocks.blockStart })
      .from(meetingBlocks)
      .where(
        and(
          inArray(meetingBlocks.staffId, [...staffIds]),
          gte(meetingBlocks.blockStart, from),
          lt(meetingBlocks.blockStart, to),
        ),
      ),
  ]);
  return rules.map((rule) => ({
    id: rule.userId,
    timeZone: rule.timeZone,
    weeklyHours: rule.weeklyHours,
    datesOff: rule.datesOff,
    bufferBeforeMinutes: rule.bufferBeforeMinutes,
    bufferAfterMinutes: rule.bufferAfterMinutes,
    minNoticeMinutes: rule.minNoticeMinutes,
    maxPerDay: rule.maxPerDay,
    busyBlocks: new Set(
      blocks.filter((b) => b.staffId === rule.userId).map((b) => b.blockStart.getTime()),
    ),
    meetingStarts: booked.filter((m) => m.staffId === rule.userId).map((m) => m.startsAt),
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
): Promise<string[]> {
  const bookable = (await db.select({ id: staffAvailability.userId }).from(staffAvailability)).map(
    (row) => row.id,
  );
  const [rule] = await db
    .select()
    .from(assignmentRules)
    .where(eq(assignmentRules.leadKind, lead.kind));
  if (rule?.mode === "round_robin" && rule.staffIds.length > 0) {
    const pool = bookable.filter((id) => rule.staffIds.includes(id));
    if (pool.length > 0) return pool;
  }
  if (lead.ownerId && bookable.includes(lead.ownerId)) return [lead.ownerId];
  return bookable;
}

export async function meetingType(db: Db, id: MeetingTypeId) {
  const [type] = await db.select().from(meetingTypes).where(eq(meetingTypes.id, id));
  if (!type) throw new Error(`Meeting type ${id} is missing (drizzle/0019 seeds it)`);
  return type;
}
