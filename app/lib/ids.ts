/**
 * Record ids are UUIDs. Checked before any query, so a malformed id is a plain "not found"
 * instead of a database error (PostgreSQL rejects it as invalid uuid input).
 */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: unknown): value is string {
  return typeof value === "string" && uuid.test(value);
}
