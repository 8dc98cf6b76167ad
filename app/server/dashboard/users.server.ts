import { desc, eq, ilike, or, sql } from "drizzle-orm";
import { clientIp, recordAudit } from "../audit/audit.server";
import { logAuthEvent } from "../auth/auth-log.server";
import type { Role } from "../auth/permissions.server";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { users } from "../db/schema.server";
import { releaseLeadsOf } from "../leads/release.server";

/** Accounts, newest first; `q` narrows them to names or emails containing it. */
export async function listUsers(q?: string | null, db: Db = defaultDb()) {
  const term = q?.trim().slice(0, 100);
  const like = term && `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      // An authenticator app or a passkey: what an admin can reset.
      secondFactor: sql<boolean>`(${users.twoFactorEnabled} or exists (select 1 from passkeys p where p.user_id = ${users.id}))`,
    })
    .from(users)
    .where(like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(1000);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type RoleChange = { ok: true; email: string; role: Role } | { ok: false; message: string };

/**
 * Changes another user's role (the caller was checked by the page: an admin with a second
 * factor). better-auth's admin endpoints are closed (record 065); an admin can never change
 * their own role. Sessions read the role on every request, so it counts on the next one.
 */
export async function changeUserRole(
  request: Request,
  actor: SessionUser,
  userId: string,
  role: Role,
  db: Db = defaultDb(),
  /** Making someone an admin needs the dialog's confirmation (grant-admin-dialog). */
  confirmedAdmin = false,
): Promise<RoleChange> {
  if (userId === actor.id) return { ok: false, message: "You cannot change your own role." };
  const [target] = await db
    .select({ email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) return { ok: false, message: "This user no longer exists." };
  if (role === "admin" && target.role !== "admin" && !confirmedAdmin) {
    return {
      ok: false,
      message: `Confirm that ${target.name || target.email} should be an admin.`,
    };
  }
  // The role, its audit row and the release of leads the new role does not work: all or none.
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      action: "role-changed",
      actor,
      subject: { kind: "user", id: userId },
      detail: { from: target.role, to: role },
      ip: clientIp(request),
    });
    await releaseLeadsOf(userId, tx);
  });
  logAuthEvent("role-changed", { by: actor.id, userId, from: target.role, to: role });
  return { ok: true, email: target.email, role };
}
