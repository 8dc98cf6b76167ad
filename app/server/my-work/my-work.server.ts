import { type SQL, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { isUntouched } from "~/lib/business-hours";
import { isLeadKind, type LeadKind, leadKindIds } from "~/lib/lead-kinds";
import {
  MY_WORK_ROWS,
  type MyWorkRow,
  type MyWorkSection,
  type MyWorkSectionId,
  myWorkRecordHref,
  myWorkSections,
} from "~/lib/my-work";
import { canOnKind } from "../auth/permissions.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { loadWorkspaceSettings, type WorkspaceSettings } from "../digest/settings.server";
import { type SectionScope, sectionOrder, sectionUnion, type Viewer } from "./section-sql.server";

/** Untouched is decided in business hours, after SQL's wall-clock cut: at most this many read. */
const UNTOUCHED_SCAN = 1000;

type Raw = {
  kind: string;
  id: string;
  reference: number;
  name: string;
  status: string;
  created_at: Date | string;
  follow_up_at: Date | string | null;
  follow_up_all_day: boolean;
  owner_id: string | null;
  first_response_at: Date | string | null;
  total?: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(raw: Raw): MyWorkRow {
  return {
    kind: raw.kind as LeadKind,
    id: String(raw.id),
    reference: Number(raw.reference),
    name: raw.name,
    status: raw.status,
    createdAt: iso(raw.created_at),
    followUpAt: raw.follow_up_at ? iso(raw.follow_up_at) : null,
    followUpAllDay: Boolean(raw.follow_up_all_day),
    ownerId: raw.owner_id,
  };
}

async function rowsOf<T = Raw>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The sections a role sees: Unassigned is the admins' (they hand leads out). */
export function sectionsFor(role: string) {
  return myWorkSections.filter((section) => section.id !== "unassigned" || role === "admin");
}

async function scopeFor(viewer: Viewer, db: Db, now: Date, keep?: SectionScope["keep"]) {
  const settings = await loadWorkspaceSettings(db);
  const kinds = leadKindIds.filter((kind) => canOnKind(viewer.role, kind, "list"));
  const untouchedCutoff = new Date(now.getTime() - settings.untouchedAfterHours * 3_600_000);
  return { scope: { viewer, kinds, now, untouchedCutoff, keep }, settings };
}

/** Untouched candidates, checked in business hours (the record kept stays in any case). */
async function untouchedRows(db: Db, scope: SectionScope, settings: WorkspaceSettings) {
  const union = sectionUnion("untouched", scope);
  if (!union) return [];
  const raw = await rowsOf(
    db,
    sql`select * from (${union}) w order by ${sectionOrder("untouched")} limit ${UNTOUCHED_SCAN}`,
  );
  const kept = scope.keep;
  return raw.filter(
    (row) =>
      (kept && row.kind === kept.kind && String(row.id) === kept.id) ||
      isUntouched(
        { createdAt: row.created_at, firstResponseAt: row.first_response_at },
        settings,
        scope.now,
        site.timeZone,
      ),
  );
}

async function loadSection(
  db: Db,
  id: MyWorkSectionId,
  scope: SectionScope,
  settings: WorkspaceSettings,
): Promise<{ total: number; rows: MyWorkRow[] }> {
  if (id === "untouched") {
    const rows = await untouchedRows(db, scope, settings);
    return { total: rows.length, rows: rows.slice(0, MY_WORK_ROWS).map(toRow) };
  }
  const union = sectionUnion(id, scope);
  if (!union) return { total: 0, rows: [] };
  // The window count runs before LIMIT: the section's size and its first rows in one query.
  const raw = await rowsOf(
    db,
    sql`select *, (count(*) over ())::int as total from (${union}) w order by ${sectionOrder(id)} limit ${MY_WORK_ROWS}`,
  );
  return { total: Number(raw[0]?.total ?? 0), rows: raw.map(toRow) };
}

/**
 * One section for the daily digest (record 083): over `kinds` only, and `only` the viewer's own
 * or only the unassigned leads.
 */
export async function myWorkSection(
  viewer: Viewer,
  id: MyWorkSectionId,
  options: { db: Db; now: Date; kinds: LeadKind[]; only?: SectionScope["only"] },
) {
  const { scope, settings } = await scopeFor(viewer, options.db, options.now);
  const narrowed = { ...scope, kinds: scope.kinds.filter((k) => options.kinds.includes(k)) };
  return loadSection(options.db, id, { ...narrowed, only: options.only }, settings);
}

/** Every section the viewer sees, each one query across every kind they may list. */
export async function loadMyWork(
  viewer: Viewer,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<MyWorkSection[]> {
  const { scope, settings } = await scopeFor(viewer, db, now);
  return Promise.all(
    sectionsFor(viewer.role).map(async (section) => ({
      id: section.id,
      label: section.label,
      empty: section.empty,
      ...(await loadSection(db, section.id, scope, settings)),
    })),
  );
}

/**
 * The records before and after one in a My work section, for j/k on the record page. The record
 * keeps its place when it has just left the section (answered, say), as in the lists.
 */
export async function myWorkNeighbours(
  viewer: Viewer,
  section: MyWorkSectionId,
  current: { kind: LeadKind; id: string },
  db: Db = defaultDb(),
  now = new Date(),
) {
  const none = { prevHref: null, nextHref: null };
  if (!sectionsFor(viewer.role).some((s) => s.id === section)) return none;
  const { scope, settings } = await scopeFor(viewer, db, now, current);
  if (section === "untouched") {
    const order = await untouchedRows(db, scope, settings);
    const at = order.findIndex((row) => row.kind === current.kind && String(row.id) === current.id);
    if (at < 0) return none;
    return hrefs(section, order[at - 1], order[at + 1]);
  }
  const union = sectionUnion(section, scope);
  if (!union) return none;
  const by = sectionOrder(section);
  const [row] = await rowsOf<Around>(
    db,
    sql`select prev_kind, prev_id, next_kind, next_id from (
      select kind, id, lag(kind) over (order by ${by}) as prev_kind, lag(id) over (order by ${by}) as prev_id,
        lead(kind) over (order by ${by}) as next_kind, lead(id) over (order by ${by}) as next_id
      from (${union}) w) o where kind = ${current.kind} and id = ${current.id}`,
  );
  if (!row) return none;
  return hrefs(
    section,
    row.prev_kind ? { kind: row.prev_kind, id: String(row.prev_id) } : undefined,
    row.next_kind ? { kind: row.next_kind, id: String(row.next_id) } : undefined,
  );
}

type Around = {
  prev_kind: string | null;
  prev_id: string | null;
  next_kind: string | null;
  next_id: string | null;
};
type Place = { kind: string; id: string } | undefined;

function hrefs(section: MyWorkSectionId, prev: Place, next: Place) {
  const href = (row: Place) =>
    row && isLeadKind(row.kind) ? myWorkRecordHref(section, row.kind, String(row.id)) : null;
  return { prevHref: href(prev), nextHref: href(next) };
}

/** The My work link's badge: the viewer's follow-ups due today or overdue, in one query. */
export async function dueOrOverdueCount(
  viewer: Viewer,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<number> {
  const { scope } = await scopeFor(viewer, db, now);
  const parts = (["overdue", "due"] as const)
    .map((section) => sectionUnion(section, scope))
    .filter((part): part is SQL => part !== null);
  if (!parts.length) return 0;
  const [row] = await rowsOf(
    db,
    sql`select (count(*))::int as total from (${sql.join(parts, sql` union all `)}) w`,
  );
  return Number(row?.total ?? 0);
}
