import { and, eq, inArray, sql } from "drizzle-orm";
import { type LeadKind, leadKindIds } from "~/lib/lead-kinds";
import type { AssignmentRule } from "~/lib/workspace";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { assignmentRules, users } from "../db/schema.server";
import { eligibleOwner, ownerColumns } from "../leads/assignment.server";
import { leadTables } from "../leads/lead-tables.server";
import { changeOwners, type OwnedRow } from "../leads/ownership.server";

/** Every list's rule; a list without a row is "off". */
export async function assignmentRulesList(db: Db = defaultDb()): Promise<AssignmentRule[]> {
  const rows = await db.select().from(assignmentRules);
  return leadKindIds.map((kind) => {
    const row = rows.find((r) => r.leadKind === kind);
    return {
      kind,
      mode: row?.mode === "round_robin" ? "round_robin" : "off",
      staffIds: row?.staffIds ?? [],
    };
  });
}

/** The staff members who may own leads of `kind`: not banned, with a role that works the list. */
export async function eligibleOwners(kind: LeadKind, db: Db = defaultDb(), ids?: string[]) {
  const rows = await db
    .select(ownerColumns)
    .from(users)
    .where(and(inArray(users.role, ["admin", "hr"]), ids ? inArray(users.id, ids) : undefined))
    .orderBy(users.email);
  return rows
    .filter((row) => eligibleOwner(row, kind))
    .map(({ id, email, name }) => ({ id, email, name }));
}

/** Saves one list's rule. Staff who may not own the list are refused. */
export async function saveAssignmentRule(
  rule: AssignmentRule,
  db: Db = defaultDb(),
): Promise<{ ok: true } | { ok: false; message: string }> {
  const staffIds = [...new Set(rule.staffIds)];
  const eligible = await eligibleOwners(rule.kind, db, staffIds.length ? staffIds : ["-"]);
  if (eligible.length !== staffIds.length)
    return { ok: false, message: "Choose staff members who work this list." };
  if (rule.mode === "round_robin" && staffIds.length === 0)
    return { ok: false, message: "Choose at least one staff member for round robin." };
  const values = { mode: rule.mode, staffIds, updatedAt: new Date() };
  await db
    .insert(assignmentRules)
    .values({ leadKind: rule.kind, ...values })
    .onConflictDoUpdate({ target: assignmentRules.leadKind, set: values });
  return { ok: true };
}

/**
 * Gives a lead just saved to the next staff member of its list's round robin, in the saving
 * transaction. The turn is taken with one `UPDATE … RETURNING`, which also locks the rule row
 * until the commit, so instances saving leads at once each take their own turn. Staff who lost
 * the role or were banned are skipped.
 */
export async function autoAssign(tx: Db, kind: LeadKind, leadId: string): Promise<string | null> {
  const [rule] = await tx
    .update(assignmentRules)
    .set({ turn: sql`${assignmentRules.turn} + 1` })
    .where(and(eq(assignmentRules.leadKind, kind), eq(assignmentRules.mode, "round_robin")))
    .returning({ turn: assignmentRules.turn, staffIds: assignmentRules.staffIds });
  if (!rule || rule.staffIds.length === 0) return null;
  const eligible = await eligibleOwners(kind, tx, rule.staffIds);
  const ordered = rule.staffIds.flatMap((id) => eligible.filter((owner) => owner.id === id));
  const owner = ordered[(rule.turn - 1) % ordered.length];
  if (!owner) return null;
  const { table } = leadTables[kind];
  const rows = (await tx
    .select({ id: table.id, ownerId: table.ownerId, name: table.name, email: table.email })
    .from(table)
    .where(eq(table.id, leadId))) as OwnedRow[];
  await changeOwners(tx, kind, rows, owner, null, "automatic");
  return owner.id;
}
