import { desc } from "drizzle-orm";
import type { LeadListKind } from "~/lib/dashboard";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadTables } from "./lead-tables.server";
import { type ListFilters, leadFilter } from "./leads.server";

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

export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A list, as filtered on screen, as CSV (every column but internal ones). */
export async function exportLeads(kind: LeadListKind, filters: ListFilters, db: Db = defaultDb()) {
  const { table } = leadTables[kind];
  const rows = (await db
    .select()
    .from(table)
    .where(leadFilter(kind, filters))
    .orderBy(desc(table.createdAt))
    .limit(EXPORT_LIMIT)) as Record<string, unknown>[];
  const columns = Object.keys(rows[0] ?? { id: 0, name: 0, email: 0, status: 0, createdAt: 0 });
  return toCsv(rows, columns);
}
