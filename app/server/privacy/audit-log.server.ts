import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { toCsv } from "../dashboard/csv.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { auditLog } from "../db/schema.server";
import { type AuditAction, auditActions } from "./audit.server";

/** The audit log's filters, as the page's query string carries them. */
export type AuditFilter = {
  action: AuditAction | null;
  actor: string;
  subject: string;
  /** Days (yyyy-mm-dd), from the start of `from` to the end of `to`, in UTC. */
  from: string;
  to: string;
  page: number;
};

const PAGE_SIZE = 50;
const EXPORT_LIMIT = 100_000;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "");

export function readAuditFilter(search: URLSearchParams): AuditFilter {
  const action = search.get("action");
  return {
    action: auditActions.includes(action as AuditAction) ? (action as AuditAction) : null,
    actor: (search.get("actor") ?? "").trim().slice(0, 200),
    subject: (search.get("subject") ?? "").trim().slice(0, 200),
    from: day(search.get("from")),
    to: day(search.get("to")),
    page: Math.max(1, Math.min(10_000, Number(search.get("page")) || 1)),
  };
}

function where(filter: AuditFilter): SQL | undefined {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const conditions: (SQL | undefined)[] = [
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actor ? ilike(auditLog.actorEmail, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.subject ? eq(auditLog.subjectId, filter.subject) : undefined,
    filter.from ? gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(auditLog.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
  ];
  return and(...conditions);
}

const columns = {
  at: auditLog.at,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  subjectKind: auditLog.subjectKind,
  subjectId: auditLog.subjectId,
  detail: auditLog.detail,
  ip: auditLog.ip,
};

/** One page of entries, newest first, and whether an older page exists. */
export async function listAudit(filter: AuditFilter, db: Db = defaultDb()) {
  const rows = await db
    .select({ id: auditLog.id, ...columns })
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE_SIZE + 1)
    .offset((filter.page - 1) * PAGE_SIZE);
  return {
    entries: rows.slice(0, PAGE_SIZE).map((row) => ({
      ...row,
      at: row.at.toISOString(),
      detail: row.detail ? JSON.stringify(row.detail) : "",
    })),
    hasOlder: rows.length > PAGE_SIZE,
  };
}

/** Every entry the filter matches, as CSV (cells guarded against spreadsheet formulas). */
export async function exportAudit(filter: AuditFilter, db: Db = defaultDb()): Promise<string> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.at))
    .limit(EXPORT_LIMIT);
  return toCsv(
    rows.map((row) => ({
      When: row.at.toISOString(),
      Who: row.actorEmail ?? "",
      Action: row.action,
      "Record kind": row.subjectKind ?? "",
      Record: row.subjectId ?? "",
      Detail: row.detail ? JSON.stringify(row.detail) : "",
      Address: row.ip ?? "",
    })),
    ["When", "Who", "Action", "Record kind", "Record", "Detail", "Address"],
  );
}
