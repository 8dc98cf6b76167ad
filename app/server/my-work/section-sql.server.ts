import { and, eq, isNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { MyWorkSectionId } from "~/lib/my-work";
import { canOnKind } from "../auth/permissions.server";
import { viewCondition } from "../dashboard/list-query.server";
import { emailOutbox, inboundMessages, leadEvents, statusChanges } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";

export type Viewer = { id: string; role: string };
export type SectionScope = {
  viewer: Viewer;
  /** The kinds the viewer may list (canOnKind), from the registry. */
  kinds: LeadKind[];
  now: Date;
  /** Untouched: leads that arrived by this moment have waited the limit in business hours. */
  untouchedBefore: Date;
  /** A record kept in the section wherever it now stands, so j/k keep its place. */
  keep?: { kind: LeadKind; id: string };
  /** Only the viewer's own, or only the unassigned, leads of a section (the digest splits them). */
  only?: "mine" | "unassigned";
};

/**
 * When staff last acted on the lead: a status change, a note or a reply, as the record page's
 * "Awaiting our answer" reads its timeline (conversation.server awaitingAnswer).
 */
function lastActionAt(kind: LeadKind, leadId: SQL | unknown) {
  return sql`greatest(
    (select max(${statusChanges.createdAt}) from ${statusChanges} where ${statusChanges.leadKind} = ${kind} and ${statusChanges.leadId} = ${leadId}),
    (select max(${leadEvents.createdAt}) from ${leadEvents} where ${leadEvents.leadKind} = ${kind} and ${leadEvents.leadId} = ${leadId} and ${leadEvents.type} = 'note'),
    (select max(${emailOutbox.createdAt}) from ${emailOutbox} where ${emailOutbox.leadKind} = ${kind} and ${emailOutbox.leadId} = ${leadId} and ${emailOutbox.kind} = 'reply'))`;
}

/** Whose leads a section holds (lib/my-work `who`). */
function whose(kind: LeadKind, section: MyWorkSectionId, scope: SectionScope): SQL | undefined {
  const { viewer, only } = scope;
  const { table } = leadTables[kind];
  if (only === "unassigned") return viewer.role === "admin" ? isNull(table.ownerId) : sql`false`;
  if (only === "mine") return eq(table.ownerId, viewer.id);
  const mine = eq(table.ownerId, viewer.id);
  // Who may own a kind's leads hands out what nobody owns: admins every list, HR applications
  // (record 101), so a new application waits in HR's My work.
  const handsOut = canOnKind(viewer.role, kind, "update");
  switch (section) {
    case "overdue":
    case "due":
    case "mine":
      return mine;
    case "awaiting":
    case "untouched":
      return handsOut ? or(mine, isNull(table.ownerId)) : mine;
    case "unassigned":
      return handsOut ? isNull(table.ownerId) : sql`false`;
    default: {
      const unknown: never = section;
      throw new Error(`No owner rule for section ${String(unknown)}`);
    }
  }
}

/** What else puts a lead in the section, beyond whose it is. */
function condition(kind: LeadKind, section: MyWorkSectionId, scope: SectionScope) {
  const { table } = leadTables[kind];
  const context = { viewerId: scope.viewer.id, now: scope.now };
  switch (section) {
    case "overdue":
    case "due":
      return viewCondition(kind, section, context);
    case "awaiting":
      // Joined to the lead's latest answer (see kindSelect); waiting when nothing came after it.
      return sql`answered.at > coalesce(${lastActionAt(kind, table.id)}, '-infinity'::timestamptz)`;
    case "untouched":
      return and(
        sql`${table}.first_response_at is null`,
        lte(table.createdAt, scope.untouchedBefore),
      );
    case "mine":
    case "unassigned":
      // Work is what is still open: a won or closed lead needs nothing more.
      return notInArray(table.status, [...leadKinds[kind].closed]);
    default: {
      const unknown: never = section;
      throw new Error(`No condition for section ${String(unknown)}`);
    }
  }
}

/** The moment a section sorts by: when it falls due, when the answer came, when it arrived. */
function sortAt(kind: LeadKind, section: MyWorkSectionId): SQL {
  const { table } = leadTables[kind];
  if (section === "overdue" || section === "due") return sql`${table.followUpAt}`;
  if (section === "awaiting") return sql`answered.at`;
  return sql`${table.createdAt}`;
}

/**
 * The section's order as a key of ascending parts over a row's columns: oldest first where
 * waiting is the point (a lead kept after leaving the section, with no moment, sorts last),
 * newest first for the lists of everything. One key orders the page and finds a record's
 * neighbours by comparison (`row(key) < row(its key)`), without numbering the whole section.
 */
export function sectionKey(section: MyWorkSectionId): SQL {
  return newestFirst(section)
    ? sql`-date_part('epoch', sort_at), kind, id`
    : sql`coalesce(sort_at, 'infinity'::timestamptz), -date_part('epoch', created_at), kind, id`;
}

const newestFirst = (section: MyWorkSectionId) => section === "mine" || section === "unassigned";

/**
 * The same order within one kind, over plain columns, so a kind's first rows can come from an
 * index (owner and arrival, say) instead of a sort of all its rows.
 */
function kindOrder(section: MyWorkSectionId): SQL {
  return newestFirst(section)
    ? sql`sort_at desc, id`
    : sql`sort_at asc nulls last, created_at desc, id`;
}

/** Where a kind's leads in the section come from: the table, the answer join, the condition. */
function kindSource(kind: LeadKind, section: MyWorkSectionId, scope: SectionScope): SQL {
  const { table } = leadTables[kind];
  const inSection = and(whose(kind, section, scope), condition(kind, section, scope));
  const kept = scope.keep?.kind === kind ? eq(table.id, scope.keep.id) : undefined;
  const answered =
    section === "awaiting"
      ? sql` left join (select ${inboundMessages.leadId} as lead_id, max(${inboundMessages.receivedAt}) as at from ${inboundMessages} where ${inboundMessages.leadKind} = ${kind} group by 1) answered on answered.lead_id = ${table.id}`
      : sql``;
  return sql`from ${table}${answered} where ${kept ? or(inSection, kept) : (inSection ?? sql`true`)}`;
}

function kindSelect(kind: LeadKind, section: MyWorkSectionId, scope: SectionScope): SQL {
  const { table } = leadTables[kind];
  return sql`select ${kind}::text as kind, ${table.id} as id, ${table.reference} as reference,
    ${table.name} as name, ${table.status} as status, ${table.createdAt} as created_at,
    ${table.followUpAt} as follow_up_at, ${table.followUpAllDay} as follow_up_all_day,
    ${table.ownerId} as owner_id, ${table}.first_response_at as first_response_at,
    ${sortAt(kind, section)} as sort_at
    ${kindSource(kind, section, scope)}`;
}

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);

/** Every readable kind's leads in the section, as one UNION ALL (one query per section). */
export function sectionUnion(section: MyWorkSectionId, scope: SectionScope): SQL | null {
  if (!scope.kinds.length) return null;
  return unionAll(scope.kinds.map((kind) => sql`(${kindSelect(kind, section, scope)})`));
}

/**
 * `limit` rows of the section from `offset`. Each kind gives its own first rows before they are
 * merged, so a section of tens of thousands sorts a few dozen rows, not all of them
 * (bench/dashboard.ts).
 */
export function sectionRows(
  section: MyWorkSectionId,
  scope: SectionScope,
  { limit, offset = 0 }: { limit: number; offset?: number },
) {
  if (!scope.kinds.length) return null;
  const parts = scope.kinds.map(
    (kind) =>
      sql`(${kindSelect(kind, section, scope)} order by ${kindOrder(section)} limit ${offset + limit})`,
  );
  const by = sectionKey(section);
  return sql`select * from (${unionAll(parts)}) w order by ${by} limit ${limit} offset ${offset}`;
}

/** How many leads the section holds: counted per kind, no row built or sorted. */
export function sectionCount(sections: readonly MyWorkSectionId[], scope: SectionScope) {
  const parts = sections.flatMap((section) =>
    scope.kinds.map((kind) => sql`(select count(*) as n ${kindSource(kind, section, scope)})`),
  );
  if (!parts.length) return null;
  return sql`select coalesce(sum(n), 0)::int as total from (${unionAll(parts)}) w`;
}

/**
 * How many leads the sections hold, counted up to `cap`: reads at most `cap` rows of each
 * kind, so a badge on every staff page costs the same for 10 leads as for 10,000.
 */
export function sectionCountUpTo(
  sections: readonly MyWorkSectionId[],
  scope: SectionScope,
  cap: number,
) {
  const parts = sections.flatMap((section) =>
    scope.kinds.map((kind) => sql`(select 1 ${kindSource(kind, section, scope)} limit ${cap})`),
  );
  if (!parts.length) return null;
  return sql`select least(count(*), ${cap})::int as total from (${unionAll(parts)}) w`;
}
