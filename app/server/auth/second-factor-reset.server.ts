import { eq } from "drizzle-orm";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { clientIp, recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { passkeys, sessions, twoFactors, users } from "../db/schema.server";
import type { SessionUser } from "./session.server";

const refused = (description: string): FormResult =>
  formRefused({ title: "Two-factor sign-in not reset", description, variant: "destructive" });

/**
 * An admin clears another person's second factors (a lost phone and lost recovery codes): the
 * authenticator app and every passkey. Their
 * sessions end too, so the next sign-in is with the password and then a new factor's setup
 * (staff are sent there by access.server). One transaction, with its audit row.
 */
export async function resetSecondFactor(
  request: Request,
  actor: SessionUser,
  userId: string | undefined,
  db: Db = defaultDb(),
): Promise<FormResult> {
  if (!userId) return refused("Choose a user.");
  if (userId === actor.id) return refused("You cannot reset your own second factor.");
  const [target] = await db
    .select({ email: users.email, enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) return refused("This user no longer exists.");
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    const removed = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, userId))
      .returning({ id: passkeys.id });
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      action: "two-factor-reset",
      actor,
      subject: { kind: "user", id: userId },
      detail: { hadFactor: target.enabled, passkeysRemoved: removed.length },
      ip: clientIp(request),
    });
  });
  return formDone({
    title: "Two-factor sign-in reset",
    description: `${target.email} sets up a new factor at their next sign-in.`,
  });
}
