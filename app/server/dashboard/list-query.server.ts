import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { site } from "~/content/site";
import { isUntouched } from "~/lib/business-hours";
import type { LeadRecord, StoredLeads } from "~/lib/dashboard";
import { PAGE_SIZE } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { type ListQuery, type ListView, listViews } from "~/lib/list-query";
import { referenceNumber } from "~/lib/references";
import { startOfSiteDay } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { demoRequests, jobApplications, jobs, users } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { loadWorkspaceSettings } from "../workspace/workspace-settings.server";
import { openedLeads } from "./record-views.server";

/** Who is looking and when: "Mine" is theirs, "Due today" is today in the site's zone. */
export type ListContext = { viewerId?: string; now?: Date };

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A view's condition. An all-day follow-up is overdue once its day has passed, a timed one once
 * its time has; due today is what falls due before the end of today and is not yet overdue.
 */
export function viewCondition(
  kind: LeadKind,
  view: ListView,
  { viewerId, now = new Date() }: ListContext,
): SQL | undefined {
  const { table } = leadTables[kind];
  const allDay = eq(table.followUpAllDay, true);
  const today = startOfSiteDay(now);
  const tomorrow = startOfSiteDay(now, 1);
  switch (view) {
    case "mine":
      return viewerId ? eq(table.ownerId, viewerId) : sql`false`;
    case "unassigned":
      return isNull(table.ownerId);
    case "overdue":
      return or(
        and(allDay, lt(table.followUpAt, today)),
        and(not(allDay), lt(table.followUpAt, now)),
      );
    case "due":
      return and(
        isNotNull(table.followUpAt),
        lt(table.followUpAt, tomorrow),
        or(and(allDay, gte(table.followUpAt, today)), and(not(allDay), gte(table.followUpAt, now))),
      );
    default:
      return undefined;
  }
}

/** The filters other than the view: status, search in every text field, product, job. */
export function leadFilter(kind: LeadKind, query: Partial<ListQuery>): SQL | undefined {
  const { table, search } = leadTables[kind];
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(table.status, query.status));
  const term = query.q?.trim().slice(0, 100);
  if (term) {
    // A reference (Q-24117) finds its submission; a bare number may also be in the text.
    const reference = referenceNumber(term);
    const words = search.map((column) => ilike(column, containing(term)));
    conditions.push(or(...words, reference ? eq(table.reference, reference) : undefined) as SQL);
  }
  if (leadKinds[kind].namesProduct && query.product)
    conditions.push(eq(demoRequests.product, query.product));
  if (leadKinds[kind].namesJob && query.job && /^[0-9a-f-]{36}$/i.test(query.job))
    conditions.push(eq(jobApplications.jobId, query.job));
  return conditions.length ? and(...conditions) : undefined;
}

/** The view and the filters together: what a list page and its CSV export hold. */
export function listCondition(kind: LeadKind, query: Partial<ListQuery>, context: ListContext) {
  return and(leadFilter(kind, query), viewCondition(kind, query.view ?? "all", context));
}

/** The owner's account, joined to name the owner in lists, sorts and exports. */
export const owner = alias(users, "owner");
const ownerName = sql<string | null>`coalesce(nullif(${owner.name}, ''), ${owner.email})`;

/** The ORDER BY of a sort; ties fall back to newest first, then id, so pages never overlap. */
export function listOrder(kind: LeadKind, query: Partial<ListQuery>): SQL[] {
  const { table } = leadTables[kind];
  const by = query.dir === "asc" ? asc : desc;
  const column = {
    date: table.createdAt,
    name: sql`lower(${table.name})`,
    status: table.status,
    owner: sql`lower(${ownerName})`,
    followUp: table.followUpAt,
  }[query.sort ?? "date"];
  const nulls = query.sort === "owner" || query.sort === "followUp" ? sql` nulls last` : sql``;
  return [sql`${by(column)}${nulls}`, desc(table.createdAt), desc(table.id)];
}

/** A list's records with their owner's name; applications joined to their job for its title. */
export function selectListed(kind: LeadKind, db: Db) {
  const { table } = leadTables[kind];
  const jobTitle = leadKinds[kind].namesJob
    ? sql<string | null>`${jobs.title}`
    : sql<string | null>`null`;
  const query = db
    .select({ record: table, jobTitle, ownerName })
    .from(table)
    .leftJoin(owner, eq(owner.id, table.ownerId));
  return leadKinds[kind].namesJob
    ? query.leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    : query;
}

export function toListed<K extends LeadKind>(
  kind: K,
  row: { record: unknown; jobTitle: string | null; ownerName: string | null },
): LeadRecord<K> & { ownerName: string | null } {
  // The table is picked at run time, so drizzle cannot name the row's type here; leadTables
  // checks at compile time that each table's row is StoredLeads[kind].
  const stored = row.record as StoredLeads[K];
  const extra = leadKinds[kind].namesJob ? { jobTitle: row.jobTitle ?? "Unknown Job" } : {};
  return { ...stored, ...extra, ownerName: row.ownerName } as LeadRecord<K> & {
    ownerName: string | null;
  };
}

/**
 * One page of a list in its view, filters and sort, with the total for the pager. Each row says
 * whether it is untouched: no first response after the workspace's limit in business hours
 * (one settings read per page).
 */
export async function listLeads<K extends LeadKind>(
  kind: K,
  query: Partial<ListQuery>,
  context: ListContext = {},
  db: Db = defaultDb(),
  /** The view's count when the caller has it already (cachedViewCounts), saving a count. */
  knownTotal?: number,
) {
  const { table } = leadTables[kind];
  const where = listCondition(kind, query, context);
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const now = context.now ?? new Date();
  const [rows, [total], settings] = await Promise.all([
    selectListed(kind, db)
      .where(where)
      .orderBy(...listOrder(kind, query))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    knownTotal === undefined
      ? db.select({ n: count() }).from(table).where(where)
      : [{ n: knownTotal }],
    loadWorkspaceSettings(db),
  ]);
  const totalCount = total?.n ?? 0;
  const listed = rows.map((row) => toListed(kind, row));
  const opened = await openedLeads(
    kind,
    listed.map((row) => row.id),
    db,
  );
  return {
    rows: listed.map((row) => {
      const untouched =
        leadKinds[kind].awaitsAnswer && isUntouched(row, settings, now, site.timeZone);
      return { ...row, untouched, opened: opened.has(row.id) };
    }),
    total: totalCount,
    page,
    pageCount: Math.max(1, Math.ceil(totalCount / PAGE_SIZE)),
  };
}

/** How many records each view holds under the other filters, in one pass over the list. */
export async function viewCounts(
  kind: LeadKind,
  query: Partial<ListQuery>,
  context: ListContext = {},
  db: Db = defaultDb(),
): Promise<Record<ListView, number>> {
  const { table } = leadTables[kind];
  const n = (view: ListView) => {
    const condition = viewCondition(kind, view, context);
    return condition
      ? sql<number>`count(*) filter (where ${condition})::int`
      : sql<number>`count(*)::int`;
  };
  const [row] = await db
    .select(
      Object.fromEntries(listViews.map((v) => [v.id, n(v.id)])) as Record<ListView, SQL<number>>,
    )
    .from(table)
    .where(leadFilter(kind, query));
  return Object.fromEntries(listViews.map((v) => [v.id, Number(row?.[v.id] ?? 0)])) as Record<
    ListView,
    number
  >;
}

/** The jobs an application list filters by, by title. */
export function jobTitles(db: Db = defaultDb()) {
  return db.select({ id: jobs.id, title: jobs.title }).from(jobs).orderBy(asc(jobs.title));
}
