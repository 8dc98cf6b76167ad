import { zonedInstant, zonedParts } from "./zoned-time";

/**
 * Business-hours arithmetic in the site's time zone: pure functions, no clock of their own
 * (every caller passes `now`), used by the digest, the first-response figures and the
 * "untouched" flag.
 */
export type BusinessHours = {
  /** Weekdays, 0 = Sunday. */
  businessDays: number[];
  /** [start, end) in whole hours of the local day. */
  businessStartHour: number;
  businessEndHour: number;
};

export type WorkspaceHours = BusinessHours & { untouchedAfterHours: number };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type LocalParts = { year: number; month: number; day: number; hour: number; weekday: number };

/** The wall-clock date and hour of a moment in `timeZone`. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const { date, time } = zonedParts(at, timeZone);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const hour = Number(time.slice(0, 2));
  return { year, month, day, hour, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The local date of a moment, "YYYY-MM-DD". */
export function localDay(at: Date, timeZone: string): string {
  return zonedParts(at, timeZone).date;
}

/** The moment a local wall-clock hour happens on a local date. */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hour: number,
  timeZone: string,
): Date {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10);
  return zonedInstant(day, `${String(hour).padStart(2, "0")}:00`, timeZone);
}

/** Business hours (fractional) that pass between two moments; 0 when `end` is not later. */
export function businessHoursBetween(
  start: Date,
  end: Date,
  hours: BusinessHours,
  timeZone: string,
): number {
  if (end <= start || hours.businessEndHour <= hours.businessStartHour) return 0;
  const days = new Set(hours.businessDays);
  let total = 0;
  const first = localParts(start, timeZone);
  // Walk local days by calendar date (noon UTC of each date, never confused by DST).
  let cursor = Date.UTC(first.year, first.month - 1, first.day, 12);
  const last = localParts(end, timeZone);
  const stop = Date.UTC(last.year, last.month - 1, last.day, 12);
  for (; cursor <= stop; cursor += DAY) {
    const d = new Date(cursor);
    if (!days.has(d.getUTCDay())) continue;
    const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
    const open = zonedTime(date, hours.businessStartHour, timeZone).getTime();
    const close = zonedTime(date, hours.businessEndHour, timeZone).getTime();
    const from = Math.max(open, start.getTime());
    const to = Math.min(close, end.getTime());
    if (to > from) total += (to - from) / HOUR;
  }
  return total;
}

/** A lead nobody acted on within the workspace's limit of business hours. */
export function isUntouched(
  lead: { createdAt: Date | string; firstResponseAt: Date | string | null },
  settings: WorkspaceHours,
  now: Date,
  timeZone: string,
): boolean {
  if (lead.firstResponseAt) return false;
  const waited = businessHoursBetween(new Date(lead.createdAt), now, settings, timeZone);
  return waited >= settings.untouchedAfterHours;
}

/** The value below which `share` of the sorted numbers fall (nearest rank); null when empty. */
export function percentile(values: number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? null;
}
