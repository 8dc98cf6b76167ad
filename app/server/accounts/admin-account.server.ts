import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { hashPassword, isCommonPassword } from "../auth/password.server";
import type { Db } from "../db/client.server";
import { accounts, users } from "../db/schema.server";

/**
 * Creates an admin, or promotes an existing account to admin. There are no default staff
 * accounts; this (run by `npm run admin:create`) is how the first one comes to be.
 */
export async function createOrPromoteAdmin(
  db: Db,
  { email, name, password }: { email: string; name: string; password?: string },
): Promise<{ created: boolean; password: string | null }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, normalized));
  if (existing) {
    await db
      .update(users)
      .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    if (password) await setPassword(db, existing.id, password);
    return { created: false, password: password ?? null };
  }
  const secret = password ?? randomBytes(18).toString("base64url");
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email: normalized, name, emailVerified: true, role: "admin" });
    await tx.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(checked(secret)),
    });
  });
  return { created: true, password: secret };
}

async function setPassword(db: Db, userId: string, password: string) {
  const hashed = await hashPassword(checked(password));
  const updated = await db
    .update(accounts)
    .set({ password: hashed, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hashed,
    });
  }
}

function checked(password: string): string {
  if (password.length < 12) throw new Error("An admin password needs at least 12 characters.");
  if (isCommonPassword(password)) throw new Error("That password is too common.");
  return password;
}
