import { and, eq, notInArray, sql } from "drizzle-orm";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { assignmentRules, users } from "../db/schema.server";
import { mayOwn } from "./assignment.server";
import { leadTables } from "./lead-tables.server";
import { changeOwners, type OwnedRow } from "./ownership.server";

/**
 * A staff member who lost a role, or was banned, keeps nothing of the lists they no longer
 * work: their open leads there become unassigned (with a timeline entry) and they leave those
 * lists' round robins. Run after a role change or a ban; harmless when nothing changed.
 */
export async function releaseLeadsOf(userId: string, db: Db = defaultDb()) {
  const [user] = await db
    .select({ role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId));
  const lost = leadKindIds.filter((kind) => !user || user.banned || !mayOwn(user.role, kind));
  let released = 0;
  for (const kind of lost) {
    const { table } = leadTables[kind];
    released += await db.transaction(async (tx) => {
      await tx
        .update(assignmentRules)
        .set({ staffIds: sql`${assignmentRules.staffIds} - ${userId}::text` })
        .where(eq(assignmentRules.leadKind, kind));
      const rows = (await tx
        .select({ id: table.id, ownerId: table.ownerId, name: table.name, email: table.email })
        .from(table)
        .where(
          and(eq(table.ownerId, userId), notInArray(table.status, [...leadKinds[kind].closed])),
        )
        .for("update")) as OwnedRow[];
      return (await changeOwners(tx, kind, rows, null, null, "lost access")).length;
    });
  }
  return released;
}
