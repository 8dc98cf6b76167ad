import type { SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { StoredLeads } from "~/lib/dashboard";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { leadKindTables } from "../db/lead-tables-schema.server";

/**
 * A list's table, with the columns every lead table has. `$inferSelect` ties the table's row to
 * the browser's type of that record (lib/dashboard's StoredLeads).
 */
type LeadTable<Row> = PgTable & {
  id: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  userId: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  ownerId: AnyPgColumn;
  followUpAt: AnyPgColumn;
  followUpAllDay: AnyPgColumn;
  firstResponseAt: AnyPgColumn;
  reference: AnyPgColumn;
  source: AnyPgColumn;
  $inferSelect: Row;
};

/**
 * Each list's table, the columns its search looks in, and what anonymising writes over its
 * own columns: the registry's server half (db/lead-tables-schema.server.ts), checked to have
 * every column the lists and the workspace use.
 */
export const leadTables: {
  [K in LeadKind]: {
    table: LeadTable<StoredLeads[K]>;
    search: AnyPgColumn[];
    erased: PgUpdateSetSource<PgTable>;
  };
} = leadKindTables;

/** The columns every lead table has that the workspace changes, whatever the kind. */
export type LeadWork = {
  status?: string;
  ownerId?: string | null;
  followUpAt?: Date | null;
  followUpAllDay?: boolean;
  firstResponseAt?: SQL;
  userId?: string | null;
};

/**
 * Sets `work` on the records of `kind` that `where` picks. Every lead table has the columns of
 * LeadWork (LeadTable above checks each kind's table for them), so one statement serves all.
 */
export function updateLeads(db: Db, kind: LeadKind, work: LeadWork, where: SQL | undefined) {
  const { table } = leadTables[kind];
  return db.update(table).set(work).where(where).returning({ id: table.id });
}

/** A kind's table, typed for a statement that serves whichever kind it is given. */
export const leadTable = (kind: LeadKind): LeadTable<StoredLeads[LeadKind]> =>
  leadTables[kind].table;
