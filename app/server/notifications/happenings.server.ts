import { type SQL, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { startOfSiteDay } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { inboundMessages, leadEvents } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";

/** One lead in a summary or digest section, with the moment that put it there. */
export type Happening = {
  kind: LeadKind;
  id: string;
  reference: number;
  name: string;
  at: Date;
  ownerId: string | null;
};
/** A section's first rows and how many there are in all ("and N more"). */
export type Listed = { total: number; rows: Happening[] };
export type Window = { from: Date; to: Date };

type Raw = {
  kind: string;
  id: string;
  reference: number;
  name: string;
  at: Date | string;
  owner_id: string | null;
  total: number;
};

type LeadTable = (typeof leadTables)[LeadKind]["table"];

/**
 * One part per kind, written by `part` from the kind's table, as one UNION ALL: its size and
 * first `limit` rows, oldest first.
 */
async function listed(
  db: Db,
  kinds: LeadKind[],
  limit: number,
  part: (kind: LeadKind, table: LeadTable) => SQL,
): Promise<Listed> {
  if (kinds.length === 0) return { total: 0, rows: [] };
  const parts = kinds.map((kind) => part(kind, leadTables[kind].table));
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const result = await db.execute(
    sql`select *, (count(*) over ())::int as total from (${union}) w order by at, kind, id limit ${limit}`,
  );
  const raw = rowsOf<Raw>(result);
  return {
    total: Number(raw[0]?.total ?? 0),
    rows: raw.map((row) => ({
      kind: row.kind as LeadKind,
      id: String(row.id),
      reference: Number(row.reference),
      name: row.name,
      at: new Date(row.at),
      ownerId: row.owner_id,
    })),
  };
}

const columns = (kind: LeadKind, at: SQL) => {
  const { table } = leadTables[kind];
  return sql`select ${kind}::text as kind, ${table.id} as id, ${table.reference} as reference,
    ${table.name} as name, ${at} as at, ${table.ownerId} as owner_id`;
};
const inWindow = (column: SQL | unknown, w: Window) =>
  sql`${column} >= ${w.from.toISOString()}::timestamptz and ${column} < ${w.to.toISOString()}::timestamptz`;

/** Leads of `kinds` that arrived in the window; `whose` narrows them (the reader's, unassigned). */
export function newLeads(
  db: Db,
  kinds: LeadKind[],
  w: Window,
  whose: "mine" | "unassigned" | "any",
  userId: string,
  limit: number,
) {
  return listed(db, kinds, limit, (kind, table) => {
    const owner =
      whose === "mine"
        ? sql` and ${table.ownerId} = ${userId}`
        : whose === "unassigned"
          ? sql` and ${table.ownerId} is null`
          : sql``;
    return sql`${columns(kind, sql`${table.createdAt}`)} from ${table} where ${inWindow(table.createdAt, w)}${owner}`;
  });
}

/** Leads someone else gave to `userId` in the window (the "assigned" timeline entries). */
export function assignedTo(db: Db, kinds: LeadKind[], w: Window, userId: string, limit: number) {
  return listed(db, kinds, limit, (kind, table) => {
    return sql`${columns(kind, sql`${leadEvents.createdAt}`)} from ${leadEvents} join ${table} on ${table.id} = ${leadEvents.leadId}
        where ${leadEvents.leadKind} = ${kind} and ${leadEvents.type} = 'assigned'
        and ${leadEvents.data}->>'to' = ${userId} and ${leadEvents.actorId} is distinct from ${userId}
        and ${table.ownerId} = ${userId} and ${inWindow(leadEvents.createdAt, w)}`;
  });
}

/** Answers that came in during the window on leads `userId` owns. */
export function answersOn(db: Db, kinds: LeadKind[], w: Window, userId: string, limit: number) {
  return listed(db, kinds, limit, (kind, table) => {
    return sql`${columns(kind, sql`${inboundMessages.receivedAt}`)} from ${inboundMessages} join ${table} on ${table.id} = ${inboundMessages.leadId}
        where ${inboundMessages.leadKind} = ${kind} and ${table.ownerId} = ${userId}
        and ${inWindow(inboundMessages.receivedAt, w)}`;
  });
}

/**
 * `userId`'s follow-ups that fell overdue in the window: a timed one at its time, an all-day one
 * at the site's midnight after its day (at most one midnight falls in an hour's window).
 */
export function fellOverdue(db: Db, kinds: LeadKind[], w: Window, userId: string, limit: number) {
  const midnight = startOfSiteDay(new Date(w.to.getTime() - 1));
  const allDayWindow =
    midnight >= w.from ? { from: startOfSiteDay(midnight, -1), to: midnight } : null;
  return listed(db, kinds, limit, (kind, table) => {
    const allDay = allDayWindow
      ? sql` or (${table.followUpAllDay} and ${inWindow(table.followUpAt, allDayWindow)})`
      : sql``;
    return sql`${columns(kind, sql`${table.followUpAt}`)} from ${table} where ${table.ownerId} = ${userId}
        and ((not ${table.followUpAllDay} and ${inWindow(table.followUpAt, w)})${allDay})`;
  });
}
