import { type SQL, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { isUntouched } from "~/lib/business-hours";
import { isLeadKind, type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import {
  BADGE_MAX,
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
import { selectRows } from "../db/rows.server";
import {
  loadWorkspaceSettings,
  type WorkspaceSettings,
} from "../workspace/workspace-settings.server";
import {
  type SectionScope,
  sectionCount,
  sectionCountUpTo,
  sectionKey,
  sectionRows,
  sectionUnion,
  type Viewer,
} from "./section-sql.server";

const HOUR = 3_600_000;

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

/**
 * The sections a role sees: none for a role that works no list (an editor); Unassigned for
 * those who hand leads out, admins and HR (record 101).
 */
export function sectionsFor(role: string) {
  if (!leadKindIds.some((kind) => canOnKind(role, kind, "list"))) return [];
  const handsOut = leadKindIds.some((kind) => canOnKind(role, kind, "update"));
  return myWorkSections.filter((section) => section.id !== "unassigned" || handsOut);
}

/**
 * The latest arrival that is untouched now, if nobody answered: a lead that arrived earlier has
 * waited at least as many business hours (isUntouched only grows with age), so the moment is
 * found by bisection and Untouched becomes a plain SQL condition, counted exactly, instead of a
 * business-hours check per lead (each walks every day of its wait).
 */
export function untouchedBefore(settings: WorkspaceSettings, now: Date): Date {
  const untouched = (at: number) =>
    isUntouched({ createdAt: new Date(at), firstResponseAt: null }, settings, now, site.timeZone);
  // Business hours never outrun the clock: nothing newer than the limit in wall-clock time.
  let newest = now.getTime() - settings.untouchedAfterHours * HOUR;
  if (untouched(newest)) return new Date(newest);
  let step = 24 * HOUR;
  while (!untouched(newest - step)) {
    // No business hours in over a year (no business days set): nothing is untouched.
    if (step > 400 * 24 * HOUR) return new Date(0);
    step *= 2;
  }
  let older = newest - step;
  while (newest - older > 1000) {
    const middle = Math.floor((older + newest) / 2);
    if (untouched(middle)) older = middle;
    else newest = middle;
  }
  return new Date(older);
}

async function scopeFor(viewer: Viewer, db: Db, now: Date, keep?: SectionScope["keep"]) {
  const settings = await loadWorkspaceSettings(db);
  // Lists that ask for an answer (the newsletter's confirms itself, record 079).
  const kinds = leadKindIds.filter(
    (kind) => leadKinds[kind].awaitsAnswer && canOnKind(viewer.role, kind, "list"),
  );
  const limit = settings.untouchedAfterHours;
  return { viewer, kinds, now, untouchedBefore: untouchedBefore(settings, now), keep, limit };
}

/**
 * What Untouched counts, said beside its count (record 118): leads with no first answer after
 * the workspace's limit in business hours, and how many newer ones wait for one, so that
 * "Untouched 0" beside two brand-new leads reads as what it is.
 */
async function untouchedNote(db: Db, scope: SectionScope & { limit: number }, total: number) {
  const waiting = await countOf(
    db,
    sectionCount(["untouched"], { ...scope, untouchedBefore: scope.now }),
  );
  const newer = Math.max(0, waiting - total);
  const limit = `No first answer after ${scope.limit} business ${scope.limit === 1 ? "hour" : "hours"}`;
  if (newer === 0) return `${limit}.`;
  return `${limit}; ${newer} newer ${newer === 1 ? "lead waits" : "leads wait"} for one.`;
}

async function countOf(db: Db, query: SQL | null): Promise<number> {
  if (!query) return 0;
  const [row] = await selectRows<{ total: number }>(db, query);
  return Number(row?.total ?? 0);
}

/** One page of a section and its size, read together; a page past the end shows the last. */
async function loadSection(
  db: Db,
  id: MyWorkSectionId,
  scope: SectionScope,
  page = 1,
): Promise<{ total: number; page: number; rows: MyWorkRow[] }> {
  const pageOf = (n: number) =>
    sectionRows(id, scope, { limit: MY_WORK_ROWS, offset: (n - 1) * MY_WORK_ROWS });
  const first = pageOf(page);
  if (!first) return { total: 0, page: 1, rows: [] };
  const [total, raw] = await Promise.all([
    countOf(db, sectionCount([id], scope)),
    selectRows<Raw>(db, first),
  ]);
  const last = Math.max(1, Math.ceil(total / MY_WORK_ROWS));
  if (page <= last) return { total, page, rows: raw.map(toRow) };
  return { total, page: last, rows: (await selectRows<Raw>(db, pageOf(last) ?? first)).map(toRow) };
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
  const scope = await scopeFor(viewer, options.db, options.now);
  const kinds = scope.kinds.filter((kind) => options.kinds.includes(kind));
  return loadSection(options.db, id, { ...scope, kinds, only: options.only });
}

/** Every section the viewer sees, each at its page: a count and a page of rows across kinds. */
export async function loadMyWork(
  viewer: Viewer,
  pages: Partial<Record<MyWorkSectionId, number>> = {},
  db: Db = defaultDb(),
  now = new Date(),
): Promise<MyWorkSection[]> {
  const scope = await scopeFor(viewer, db, now);
  return Promise.all(
    sectionsFor(viewer.role).map(async (section) => {
      const loaded = await loadSection(db, section.id, scope, pages[section.id]);
      const note =
        section.id === "untouched" ? await untouchedNote(db, scope, loaded.total) : undefined;
      return { id: section.id, label: section.label, empty: section.empty, note, ...loaded };
    }),
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
  const scope = await scopeFor(viewer, db, now, current);
  const union = sectionUnion(section, scope);
  if (!union) return none;
  const key = sectionKey(section);
  const at = sql`(select ${key} from (${union}) c where kind = ${current.kind} and id = ${current.id})`;
  const beside = (side: "prev" | "next") =>
    selectRows<{ kind: string; id: string }>(
      db,
      side === "prev"
        ? sql`select kind, id from (${union}) w where row(${key}) < ${at} order by row(${key}) desc limit 1`
        : sql`select kind, id from (${union}) w where row(${key}) > ${at} order by row(${key}) limit 1`,
    );
  const [[prev], [next]] = await Promise.all([beside("prev"), beside("next")]);
  return hrefs(section, prev, next);
}

type Place = { kind: string; id: string } | undefined;

function hrefs(section: MyWorkSectionId, prev: Place, next: Place) {
  const href = (row: Place) =>
    row && isLeadKind(row.kind) ? myWorkRecordHref(section, row.kind, String(row.id)) : null;
  return { prevHref: href(prev), nextHref: href(next) };
}

/**
 * The My work link's badge: the viewer's follow-ups due today or overdue, in one query, counted
 * up to one more than the badge shows (every staff page asks for it; "99+" needs no more).
 */
export async function dueOrOverdueCount(
  viewer: Viewer,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<number> {
  const scope = await scopeFor(viewer, db, now);
  return countOf(db, sectionCountUpTo(["overdue", "due"], scope, BADGE_MAX + 1));
}
