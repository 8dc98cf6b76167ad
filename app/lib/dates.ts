import { site } from "~/content/site";

/** "2026-12-01" or an ISO timestamp → "Dec 1, 2026" (US English, the site's locale). */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: site.timeZone,
  });
}

/** A moment → "Nov 23, 2026, 4:15 AM CST": the site's one date-time format, with its zone. */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: site.timeZone,
    timeZoneName: "short",
  });
}
