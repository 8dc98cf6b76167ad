import { site } from "~/content/site";

/**
 * The instant at which the wall clock in `timeZone` shows `date` ("YYYY-MM-DD") and `time`
 * ("HH:MM", default midnight). Asks Intl for the zone's offset at a guess and corrects twice,
 * which settles across daylight-saving changes.
 */
export function zonedInstant(date: string, time: string | null, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = (time ?? "00:00").split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall;
  for (let i = 0; i < 2; i++) instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** With the "en-CA" locale: a wall-clock date and time as "YYYY-MM-DD, HH:MM" (24-hour). */
export const wallClockFormat = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
} as const satisfies Intl.DateTimeFormatOptions;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs more than using it, and lists call this per row. */
function formatterFor(timeZone: string) {
  const known = formatters.get(timeZone);
  if (known) return known;
  const made = new Intl.DateTimeFormat("en-CA", { ...wallClockFormat, timeZone });
  formatters.set(timeZone, made);
  return made;
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") of an instant in `timeZone`. */
export function zonedParts(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function offsetMs(at: Date, timeZone: string): number {
  const { date, time } = zonedParts(at, timeZone);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - Math.floor(at.getTime() / 60_000) * 60_000;
}

/**
 * The first moment of the site-zone day that `at` falls in, shifted by `days` whole days:
 * how all-day follow-ups are stored, and where "today" begins and ends for the views.
 */
export function startOfSiteDay(at: Date, days = 0, timeZone = site.timeZone): Date {
  const [y, m, d] = zonedParts(at, timeZone).date.split("-").map(Number) as [
    number,
    number,
    number,
  ];
  const day = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  return zonedInstant(day, null, timeZone);
}
