import { site } from "~/content/site";
import { leadFields } from "~/lib/dashboard";
import { namesProduct } from "~/lib/lead-capabilities";
import type { LeadKind } from "~/lib/lead-kinds";
import type { ListQuery } from "~/lib/list-query";
import { productNamer } from "../content/products.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import {
  type ListContext,
  listCondition,
  listOrder,
  selectListed,
  toListed,
} from "./list-query.server";

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

/** The site-zone day of an all-day follow-up, or the moment of a timed one. */
function followUpCell(at: Date | null, allDay: boolean): string {
  if (!at) return "";
  return allDay ? at.toLocaleDateString("en-CA", { timeZone: site.timeZone }) : at.toISOString();
}

/**
 * A list, in the view, filters and sort on screen, as CSV. Headers are words staff read
 * ("Created", "Name", …): the record's id and dates, its owner and follow-up, then the fields
 * the list shows (leadFields).
 */
export async function exportLeads<K extends LeadKind>(
  kind: K,
  query: Partial<ListQuery>,
  context: ListContext = {},
  db: Db = defaultDb(),
) {
  const rows = (
    await selectListed(kind, db)
      .where(listCondition(kind, query, context))
      .orderBy(...listOrder(kind, query))
      .limit(EXPORT_LIMIT)
  ).map((row) => toListed(kind, row));
  const fields = leadFields(kind) as readonly [string, string][];
  const productName = await productNamer(db);
  const header = ["ID", "Created", "Name", "Email", "Status", "Owner", "Follow-up"];
  const lines = [[...header, ...fields.map(([, label]) => label), "First response"]];
  for (const row of rows) {
    const record: Record<string, unknown> = { ...row };
    if (namesProduct(kind) && typeof record.product === "string")
      record.product = productName(record.product);
    lines.push([
      row.id,
      row.createdAt.toISOString(),
      row.name,
      row.email,
      row.status,
      row.ownerName ?? "Unassigned",
      followUpCell(row.followUpAt, row.followUpAllDay),
      ...fields.map(([key]) => record[key] as string),
      row.firstResponseAt?.toISOString() ?? "",
    ]);
  }
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
