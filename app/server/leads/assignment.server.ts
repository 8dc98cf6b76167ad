import { eq, inArray } from "drizzle-orm";
import { isWorked } from "~/lib/lead-capabilities";
import type { LeadKind } from "~/lib/lead-kinds";
import { recordBulkAudit } from "../audit/audit.server";
import { canOnKind } from "../auth/permissions.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { users } from "../db/schema.server";
import { leadTables } from "./lead-tables.server";
import { changeOwners, type OwnedRow } from "./ownership.server";

export type AssignResult = { ok: true; changed: string[] } | { ok: false; message: string };

/** Who may own a lead of this list: admins own every kind, HR owns applications. */
export function mayOwn(role: string | null | undefined, kind: LeadKind): boolean {
  return canOnKind(role, kind, "update");
}

/** What choosing an owner reads of a staff account. */
export const ownerColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  banned: users.banned,
};

/** Whether the account may own leads of `kind`: not banned, with a role that works the list. */
export const eligibleOwner = (
  account: { role: string | null; banned: boolean | null },
  kind: LeadKind,
) => !account.banned && mayOwn(account.role, kind);

/** The staff account that would own the leads, or why it cannot. */
export async function ownerFor(db: Db, kind: LeadKind, ownerId: string) {
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, ownerId));
  if (!owner || !eligibleOwner(owner, kind)) return null;
  return owner;
}

/**
 * Gives leads of one list to a staff member (or to nobody, with `ownerId` null). Each lead that
 * changes hands gets an "assigned" timeline entry, and the new owner an e-mail about it through
 * the outbox, in the same transaction. Rows are locked while they change, so two
 * staff assigning the same lead at once leave one owner and two entries, never an error.
 * Returns the ids whose owner changed.
 */
export async function assignLeads(
  kind: LeadKind,
  ids: string[],
  ownerId: string | null,
  actor: { id: string; email: string },
  db: Db = defaultDb(),
  /** The client address of the request, for the audit rows (record 100). */
  ip: string | null = null,
): Promise<AssignResult> {
  if (ids.length === 0) return { ok: false, message: "Select at least one record." };
  // Lists nobody works (newsletter sign-ups, record 118) have no owners, whatever the form says.
  if (!isWorked(kind)) return { ok: false, message: "Records on this list have no owner." };
  const owner = ownerId ? await ownerFor(db, kind, ownerId) : null;
  if (ownerId && !owner)
    return { ok: false, message: "Choose a staff member who works this list." };
  const { table } = leadTables[kind];
  return db.transaction(async (tx) => {
    const rows = (await tx
      .select({ id: table.id, ownerId: table.ownerId, name: table.name, email: table.email })
      .from(table)
      .where(inArray(table.id, ids))
      .for("update")) as OwnedRow[];
    if (rows.length !== new Set(ids).size) {
      return { ok: false, message: "A selected record no longer exists." } as const;
    }
    const changed = await changeOwners(tx, kind, rows, owner, actor);
    await recordBulkAudit(
      tx,
      changed.map((id) => ({
        action: "assigned",
        actor,
        subject: { kind, id },
        detail: { ownerId: owner?.id ?? null },
        ip,
      })),
    );
    return { ok: true, changed } as const;
  });
}
