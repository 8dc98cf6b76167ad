import { desc } from "drizzle-orm";
import { site } from "~/content/site";
import { wallClockFormat } from "~/lib/zoned-time";
import { EXPORT_LIMIT, toCsv } from "../dashboard/list-csv.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { auditLog } from "../db/schema.server";
import { actionLabel, describeDetail, describeSubject } from "./audit-describe.server";
import { type AuditFilter, auditColumns, auditWhere } from "./audit-log.server";
import { loadAuditNames } from "./audit-names.server";

const zoneColumn = `When (${site.timeZone})`;

const headers = [
  "When (UTC)",
  zoneColumn,
  "Who",
  "Who e-mail",
  "Who id",
  "Action",
  "Action code",
  "Record",
  "Record kind",
  "Record id",
  "Detail",
  "Detail (raw)",
  "Bulk id",
  "Address",
] as const;

const siteTime = new Intl.DateTimeFormat("en-CA", {
  ...wallClockFormat,
  timeZone: site.timeZone,
  second: "2-digit",
});

/**
 * Every row the filter matches, bulk actions row by row, with raw ids beside the names the page
 * shows (cells guarded against spreadsheet formulas). Record 069.
 */
export async function exportAudit(filter: AuditFilter, db: Db = defaultDb()): Promise<string> {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(EXPORT_LIMIT);
  const names = await loadAuditNames(db, rows);
  return toCsv(
    rows.map((row) => {
      const actor = row.actorId ? names.users.get(row.actorId) : undefined;
      const bulk = row.detail?.bulk;
      return {
        "When (UTC)": row.at.toISOString(),
        [zoneColumn]: siteTime.format(row.at).replace(",", ""),
        Who: actor ? actor.name || actor.email : "",
        "Who e-mail": row.actorEmail ?? "",
        "Who id": row.actorId ?? "",
        Action: actionLabel(row.action),
        "Action code": row.action,
        Record: describeSubject(names, row.subjectKind, row.subjectId)?.label ?? "",
        "Record kind": row.subjectKind ?? "",
        "Record id": row.subjectId ?? "",
        Detail: describeDetail(names, row.action, row.detail),
        "Detail (raw)": row.detail ? JSON.stringify(row.detail) : "",
        "Bulk id": typeof bulk === "string" ? bulk : "",
        Address: row.ip ?? "",
      } as Record<(typeof headers)[number], string>;
    }),
    [...headers],
  );
}
