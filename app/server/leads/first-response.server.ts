import { and, eq, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { leadTables, updateLeads } from "./lead-tables.server";

/**
 * Marks the first time a person did something about a lead (a status change or a note), in
 * the transaction that does it. Later actions leave the first time as it is.
 */
export async function markFirstResponse(tx: Db, kind: LeadKind, id: string) {
  const { table } = leadTables[kind];
  await updateLeads(
    tx,
    kind,
    { firstResponseAt: sql`now()` },
    and(eq(table.id, id), sql`${table}.first_response_at is null`),
  );
}
