import { site } from "~/content/site";

/** Minutes the site's zone is ahead of UTC at `at` (negative west of Greenwich). */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const n = (type: string) => parts[type] ?? 0;
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The first moment of the site-zone day that `at` falls in, shifted by `days` whole days:
 * how all-day follow-ups are stored, and where "today" begins and ends for the views.
 */
export function startOfSiteDay(at: Date, days = 0, timeZone = site.timeZone): Date {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  // The offset at midnight may differ from now's (a daylight-saving change in between).
  const guess = new Date(midnight - zoneOffsetMinutes(new Date(midnight), timeZone) * 60_000);
  return new Date(midnight - zoneOffsetMinutes(guess, timeZone) * 60_000);
}
