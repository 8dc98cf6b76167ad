import { BLOCK_MINUTES, BOOKING_DAYS, type WeeklyHours } from "~/lib/booking";
import { zonedInstant, zonedParts } from "~/lib/zoned-time";

const MINUTE = 60_000;
const BLOCK_MS = BLOCK_MINUTES * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;
/** Offered start times are on the half hour (of UTC, so of every whole- or half-hour zone). */
export const SLOT_STEP_MS = 30 * MINUTE;

/** One bookable person as slot computation sees them: their rules and what is already booked. */
export type StaffCalendar = {
  id: string;
  timeZone: string;
  weeklyHours: WeeklyHours;
  datesOff: readonly string[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  maxPerDay: number;
  /**
   * Start times (ms) of the 15-minute blocks their booked meetings hold, buffers included, and
   * of those their own calendar is busy in (record 087).
   */
  busyBlocks: ReadonlySet<number>;
  /** Start times of their booked meetings, to count meetings per day and for fairness. */
  meetingStarts: readonly Date[];
};

/** A free start time and who is free then, the fairest first (fewest meetings, record 077). */
export type Slot = { start: Date; staffIds: string[] };

/**
 * The blocks a meeting of `minutes` starting at `start` holds, its buffers included: every
 * 15-minute block (aligned to the epoch, which every zone's offset is a multiple of) that the
 * span [start − before, end + after) touches.
 */
export function meetingBlockStarts(
  start: Date,
  minutes: number,
  bufferBeforeMinutes: number,
  bufferAfterMinutes: number,
): number[] {
  const from = Math.floor((start.getTime() - bufferBeforeMinutes * MINUTE) / BLOCK_MS) * BLOCK_MS;
  const to = start.getTime() + (minutes + bufferAfterMinutes) * MINUTE;
  const blocks: number[] = [];
  for (let at = from; at < to; at += BLOCK_MS) blocks.push(at);
  return blocks;
}

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const instants = new Map<string, number>();
const MAX_CACHED_INSTANTS = 20_000;

/**
 * zonedInstant, remembered: it asks Intl several times per call, and a pool's page asks for the
 * same few zones, days and opening hours on every view. A zone's rules do not change while the
 * process runs, so an answer stays right; the map is emptied when it grows large.
 */
function instantOf(date: string, time: string, timeZone: string): number {
  const key = `${timeZone}|${date}|${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  if (instants.size >= MAX_CACHED_INSTANTS) instants.clear();
  const at = zonedInstant(date, time, timeZone).getTime();
  instants.set(key, at);
  return at;
}

/** How many meetings start on `date` in the person's zone (its midnight to the next). */
function meetingsOn(starts: readonly number[], date: string, timeZone: string): number {
  const from = instantOf(date, "00:00", timeZone);
  const to = instantOf(addDays(date, 1), "00:00", timeZone);
  let count = 0;
  for (const at of starts) if (at >= from && at < to) count++;
  return count;
}

/** Whether none of the blocks a meeting at `at` would hold (buffers included) is held already. */
function isFree(staff: StaffCalendar, at: number, minutes: number): boolean {
  const from = Math.floor((at - staff.bufferBeforeMinutes * MINUTE) / BLOCK_MS) * BLOCK_MS;
  const to = at + (minutes + staff.bufferAfterMinutes) * MINUTE;
  for (let block = from; block < to; block += BLOCK_MS)
    if (staff.busyBlocks.has(block)) return false;
  return true;
}

/** Free start times of one person, in order. */
function staffStarts(staff: StaffCalendar, minutes: number, now: Date, days: number): number[] {
  const earliest = now.getTime() + staff.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + days * DAY_MS;
  const booked = staff.meetingStarts.map((start) => start.getTime());
  const off = new Set(staff.datesOff);
  const today = zonedParts(now, staff.timeZone).date;
  const starts: number[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(today, offset);
    if (off.has(date) || meetingsOn(booked, date, staff.timeZone) >= staff.maxPerDay) continue;
    for (const interval of staff.weeklyHours[String(weekdayOf(date))] ?? []) {
      const open = instantOf(date, interval.start, staff.timeZone);
      const close = instantOf(date, interval.end, staff.timeZone);
      const first = Math.ceil(Math.max(open, earliest) / SLOT_STEP_MS) * SLOT_STEP_MS;
      for (let at = first; at + minutes * MINUTE <= close && at < latest; at += SLOT_STEP_MS) {
        if (isFree(staff, at, minutes)) starts.push(at);
      }
    }
  }
  return starts;
}

/**
 * The next `days` days of free start times of a meeting of `minutes` with any of `staff` (one
 * person: the request's owner; several: a round-robin pool). Each slot lists who is free then,
 * fewest upcoming meetings first, so a pool's bookings spread evenly (record 077). Pure: the
 * caller loads calendars once; DST changes are the zone math of zonedInstant.
 */
export function freeSlots(
  staff: readonly StaffCalendar[],
  minutes: number,
  now: Date,
  days = BOOKING_DAYS,
): Slot[] {
  const load = new Map(
    staff.map((person) => [
      person.id,
      person.meetingStarts.filter((start) => start.getTime() >= now.getTime()).length,
    ]),
  );
  const byStart = new Map<number, string[]>();
  for (const person of staff)
    for (const at of staffStarts(person, minutes, now, days)) {
      const free = byStart.get(at);
      if (free) free.push(person.id);
      else byStart.set(at, [person.id]);
    }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, ids]) => ({
      start: new Date(at),
      staffIds: ids.sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a.localeCompare(b)),
    }));
}
