import { eq } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Db } from "../db/client.server";

/** Locks one lead for the rest of the transaction; false when it does not exist. */
export async function lockLead(tx: Db, kind: LeadKind, id: string): Promise<boolean> {
  const { table } = leadTables[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for("update");
  return Boolean(row);
}
