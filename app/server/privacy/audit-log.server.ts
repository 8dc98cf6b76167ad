import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { site } from "~/content/site";
import { zonedInstant } from "~/lib/zoned-time";
import { type AuditAction, auditActions } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { auditLog, users } from "../db/schema.server";
import { describeEntry } from "./audit-describe.server";
import { type AuditNames, loadAuditNames } from "./audit-names.server";

/** The audit log's filters, as the page's query string carries them. */
export type AuditFilter = {
  action: AuditAction | null;
  /** Part of the actor's name or e-mail. */
  actor: string;
  /** A record's id (a link from elsewhere may carry it); the form does not offer it. */
  subject: string;
  /** Days (yyyy-mm-dd), from the start of `from` to the end of `to`, in the site's time zone. */
  from: string;
  to: string;
  page: number;
};

export const AUDIT_PAGE_SIZE = 50;
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

const nextDay = (value: string) =>
  new Date(Date.parse(`${value}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The bulk action a row belongs to: the id of its first row, or null for a row on its own. */
export const bulkKey = sql<string | null>`${auditLog.detail}->>'bulk'`;

/** What every row of an entry shares: action, actor and time (a bulk action's rows share all). */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const like = `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const named = sql`select ${users.id} from ${users} where ${ilike(users.name, like)}`;
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actor
      ? or(ilike(auditLog.actorEmail, like), sql`${auditLog.actorId} in (${named})`)
      : undefined,
    filter.subject ? eq(auditLog.subjectId, filter.subject) : undefined,
    filter.from ? gte(auditLog.at, zonedInstant(filter.from, null, site.timeZone)) : undefined,
    filter.to ? lt(auditLog.at, zonedInstant(nextDay(filter.to), null, site.timeZone)) : undefined,
  );
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  subjectKind: auditLog.subjectKind,
  subjectId: auditLog.subjectId,
  detail: auditLog.detail,
  ip: auditLog.ip,
};
export const auditColumns = columns;
/** One row of the audit log, as the table holds it (every column is selected). */
type AuditRowData = typeof auditLog.$inferSelect;

/**
 * The rows that stand for an entry: a row on its own, or the first row of a bulk action. With a
 * record filter, a bulk action's first row stands in when any of its rows is about that record.
 */
function entryWhere(filter: AuditFilter): SQL | undefined {
  const isFirst = eq(bulkKey, sql`${auditLog.id}::text`);
  if (!filter.subject) return and(auditWhere(filter), or(isNull(bulkKey), isFirst));
  const memberAbout = sql`exists (select 1 from ${auditLog} as member where member.at = ${auditLog.at}
    and member.detail->>'bulk' = ${auditLog.id}::text and member.subject_id = ${filter.subject})`;
  return and(
    auditWhere({ ...filter, subject: "" }),
    or(and(isNull(bulkKey), eq(auditLog.subjectId, filter.subject)), and(isFirst, memberAbout)),
  );
}

/** One page of entries, newest first, each bulk action one entry with its rows; and whether an older page exists. */
export async function listAudit(filter: AuditFilter, db: Db = defaultDb()) {
  const firsts = await db
    .select(columns)
    .from(auditLog)
    .where(entryWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE);
  const shown = firsts.slice(0, AUDIT_PAGE_SIZE);
  const members = await membersOf(db, shown);
  const names = await loadAuditNames(db, [...shown, ...members.flatMap(([, rows]) => rows)]);
  const byBulk = new Map(members);
  return {
    entries: shown.map((row) => toEntry(row, byBulk.get(row.id) ?? [], names)),
    hasOlder: firsts.length > AUDIT_PAGE_SIZE,
  };
}

/** Every row of the bulk actions among `firsts`, by bulk id (found through `at`, indexed). */
async function membersOf(db: Db, firsts: AuditRowData[]) {
  const bulks = firsts.filter((row) => row.detail?.bulk === row.id);
  if (bulks.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(
      and(
        inArray(
          auditLog.at,
          bulks.map((row) => row.at),
        ),
        inArray(
          bulkKey,
          bulks.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return bulks.map(
    (first) => [first.id, rows.filter((row) => row.detail?.bulk === first.id)] as const,
  );
}

/** A bulk action's records, by reference (Q-24001 before Q-24002), as people look them up. */
function inReferenceOrder(members: AuditRowData[], names: AuditNames) {
  return members
    .map((member) => describeEntry(member, names).subject)
    .sort((a, b) => (a?.label ?? "").localeCompare(b?.label ?? "", "en", { numeric: true }));
}

function toEntry(row: AuditRowData, members: AuditRowData[], names: AuditNames) {
  const described = describeEntry(row, names);
  return {
    ...described,
    records: members.length > 1 ? inReferenceOrder(members, names) : [],
  };
}

export type AuditListEntry = ReturnType<typeof toEntry>;
