import { desc, getTableColumns } from "drizzle-orm";
import type { LeadListKind, StoredLeads } from "~/lib/dashboard";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadTables } from "./lead-tables.server";
import { leadFilter } from "./leads.server";

/** The most rows one export returns; a list that large should be filtered first. */
export const EXPORT_LIMIT = 100_000;

/**
 * One CSV cell. Text starting with = + - @ (or a tab or carriage return) is prefixed with an
 * apostrophe so spreadsheets show it rather than run it as a formula (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row extends object>(rows: Row[], columns: (keyof Row & string)[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A list, as filtered on screen, as CSV: every stored column, in the table's order. */
export async function exportLeads<K extends LeadListKind>(
  kind: K,
  filters: { status?: string | null; q?: string | null },
  db: Db = defaultDb(),
) {
  const { table } = leadTables[kind];
  // As in leads.server: the table is picked at run time; leadTables checks its row type.
  const rows = (await db
    .select()
    .from(table)
    .where(leadFilter(kind, filters))
    .orderBy(desc(table.createdAt))
    .limit(EXPORT_LIMIT)) as StoredLeads[K][];
  const columns = Object.keys(getTableColumns(table)) as (keyof StoredLeads[K] & string)[];
  return toCsv(rows, columns);
}
