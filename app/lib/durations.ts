/**
 * A span of (business) hours as staff read it: "6 min" under an hour, "1 h 20 min" above,
 * "3 h" on the hour, "—" when there is nothing to show. Whole minutes, rounded; a response
 * faster than half a minute reads "under 1 min" rather than a misleading "0 min".
 * Every first-response duration on the staff screens goes through here.
 */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return "—";
  const minutes = Math.round(hours * 60);
  if (minutes === 0) return hours === 0 ? "0 min" : "under 1 min";
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (whole === 0) return `${rest} min`;
  return rest === 0 ? `${whole} h` : `${whole} h ${rest} min`;
}

/** Hours rounded to the whole minute, so figures sent to the page carry no false precision. */
export function toWholeMinutes(hours: number | null): number | null {
  return hours === null ? null : Math.round(hours * 60) / 60;
}
