import { eq } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { leadTables } from "./lead-tables.server";

/** What a change made under the lead's lock answers: done, or why not. */
export type Done = { ok: true } | { ok: false; message: string };

/** Locks one lead for the rest of the transaction; false when it does not exist. */
export async function lockLead(tx: Db, kind: LeadKind, id: string): Promise<boolean> {
  const { table } = leadTables[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
  return Boolean(row);
}
