import { formatDate } from "./dates";

/**
 * Why newsletter mail to a subscription stopped (record 112), for its record page, e.g.
 * "Mail stopped: hard bounce (5.1.1) on Nov 29, 2026"; null for any other record, or while mail
 * still goes out. Takes any record: the page shows every kind of lead.
 */
export function mailStoppedNote(record: object): string | null {
  if (!("suppressedAt" in record) || !(record.suppressedAt instanceof Date)) return null;
  const reason =
    "suppressedReason" in record && typeof record.suppressedReason === "string"
      ? record.suppressedReason
      : "bounces";
  return `Mail stopped: ${reason} on ${formatDate(record.suppressedAt.toISOString())}`;
}
