import { count, desc, eq, gt, sql } from "drizzle-orm";
import type { LeadRecord, StoredLeads, WeeklyCount } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { searchEnginePattern } from "~/lib/lead-source";
import { productNamer } from "../content/products.server";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { jobs, statusChanges } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { moveLeadStatus } from "../leads/transitions.server";

/** A list's records; applications joined to their job for its title. */
function selectRecords(kind: LeadKind, db: Db) {
  const { table } = leadTables[kind];
  return leadKinds[kind].namesJob
    ? db
        .select({ record: table, jobTitle: jobs.title })
        .from(table)
        .leftJoin(jobs, sql`${jobs.id} = ${table}.job_id`)
    : db.select({ record: table, jobTitle: sql<null>`null` }).from(table);
}

function toRecord<K extends LeadKind>(
  kind: K,
  { record, jobTitle }: { record: unknown; jobTitle: string | null },
): LeadRecord<K> {
  // The table is picked at run time, so drizzle cannot name the row's type here; leadTables
  // checks at compile time that each table's row is StoredLeads[kind].
  const stored = record as StoredLeads[K];
  const shown = leadKinds[kind].namesJob
    ? { ...stored, jobTitle: jobTitle ?? "Unknown Job" }
    : stored;
  return shown as LeadRecord<K>;
}

// The lists' query (views, filters, sort, pages) lives in list-query.server.ts.
export { leadFilter, listLeads } from "./list-query.server";

export type StatusChangeResult = { ok: true } | { ok: false; message: string };

/**
 * Sets a record's status as staff choose it (leads/transitions.server, record 100): the history,
 * the webhook event and the audit row with the client address. Any order is allowed (spec §4);
 * that the status belongs to the list is checked by the status form (app/lib/forms/status.ts).
 */
export async function changeLeadStatus(
  kind: LeadKind,
  id: string,
  status: string,
  actor: { id: string; email: string },
  db: Db = defaultDb(),
  options: {
    /** More to do in the same transaction when the status did change (a candidate e-mail). */
    also?: (tx: Db) => Promise<void>;
    /** The client address of the request, for the audit row. */
    ip?: string | null;
  } = {},
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const moved = await moveLeadStatus(
      tx,
      { kind, id },
      { by: "staff", to: status },
      { actor: { id: actor.id, email: actor.email }, ip: options.ip ?? null },
      options.also,
    );
    if (moved.ok) return { ok: true } as const;
    return {
      ok: false,
      message:
        moved.reason === "gone"
          ? "This record no longer exists."
          : "This status cannot be set by hand.",
    } as const;
  });
}

/** Everything about one record, and its status history, newest change first. */
export async function leadDetail<K extends LeadKind>(kind: K, id: string, db: Db = defaultDb()) {
  const { table } = leadTables[kind];
  const [row] = await selectRecords(kind, db).where(eq(table.id, id));
  if (!row) return null;
  const history = await db
    .select()
    .from(statusChanges)
    .where(aboutLead(statusChanges, kind, id))
    .orderBy(desc(statusChanges.createdAt));
  const record = toRecord(kind, row);
  // A demo request names its product as the site does, not by its address.
  if ("product" in record) record.product = (await productNamer(db))(record.product);
  return { record, history };
}

const weeklyCache = new Map<string, { at: number; weeks: WeeklyCount[] }>();
const WEEKLY_TTL_MS = 60_000;

/** Drops a list's cached weekly counts, so an open list's chart shows a lead that just arrived. */
export function forgetWeeklyCounts(kind: LeadKind) {
  for (const key of weeklyCache.keys()) if (key.startsWith(`${kind}:`)) weeklyCache.delete(key);
}

/**
 * New records per week for the last `weeks` weeks (oldest first, empty weeks as 0). It reads most
 * of a list, so it is kept for a minute rather than recomputed on every page and filter change.
 */
/** A lead's source group in SQL, as sourceGroup (app/lib/lead-source.ts) names it. */
function weeklySourceGroup(table: (typeof leadTables)[LeadKind]["table"]) {
  return sql<string>`case
    when ${table}.source is null then 'Unknown'
    when coalesce(${table}.source->>'utmSource', '') <> '' then 'utm: ' || lower(${table}.source->>'utmSource')
    when coalesce(${table}.source->>'referrer', '') = '' then 'Direct'
    when ${table}.source->>'referrer' ~* ${searchEnginePattern} then 'Search'
    else 'Referral' end`;
}

export async function weeklyCounts(
  kind: LeadKind,
  weeks = 12,
  db: Db = defaultDb(),
  now = new Date(),
) {
  const key = `${kind}:${weeks}`;
  const cached = weeklyCache.get(key);
  if (cached && db === defaultDb() && now.getTime() - cached.at < WEEKLY_TTL_MS)
    return cached.weeks;
  const { table } = leadTables[kind];
  const week = sql<Date>`date_trunc('week', ${table.createdAt})`;
  const since = new Date(now.getTime() - weeks * 7 * 86_400_000);
  const rows = await db
    .select({ week, source: weeklySourceGroup(table), n: count() })
    .from(table)
    .where(gt(table.createdAt, since))
    // By position: the source expression carries a parameter, so repeating it would not match.
    .groupBy(sql`1`, sql`2`);
  const byWeek = new Map<string, number>();
  const sourcesByWeek = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const day = new Date(r.week).toISOString().slice(0, 10);
    byWeek.set(day, (byWeek.get(day) ?? 0) + r.n);
    const sources = sourcesByWeek.get(day) ?? {};
    sources[r.source] = (sources[r.source] ?? 0) + r.n;
    sourcesByWeek.set(day, sources);
  }
  const monday = new Date(now);
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const result = Array.from({ length: weeks }, (_, i) => {
    const start = new Date(monday.getTime() - (weeks - 1 - i) * 7 * 86_400_000);
    const day = start.toISOString().slice(0, 10);
    return { week: day, count: byWeek.get(day) ?? 0, sources: sourcesByWeek.get(day) ?? {} };
  });
  weeklyCache.set(key, { at: now.getTime(), weeks: result });
  return result;
}
