import { asc, count, eq } from "drizzle-orm";

import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { passkeys } from "../db/schema.server";
import { isStaff } from "./permissions.server";

/** The session column's value for a sign-in with a passkey (auth.server's session hook). */
export const PASSKEY_SIGN_IN = "passkey";

/**
 * How a session proved a second factor, kept in its `sign_in_method` column (record 065): a
 * passkey (the device and its PIN or biometric check, which we require), an authenticator
 * app's code, or a recovery code. Empty for a session opened with the password alone.
 */
export const secondFactorMethods = {
  "/passkey/verify-authentication": PASSKEY_SIGN_IN,
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "recovery-code",
} as const;

const proven = new Set<string>(Object.values(secondFactorMethods));

/**
 * Whether this session itself was opened or confirmed with a second factor. What the account
 * has set up since does not count: a password-only session stays one (record 065).
 */
export function signedInWithSecondFactor(session: { signInMethod?: string | null }): boolean {
  return proven.has(session.signInMethod ?? "");
}

export type PasskeySummary = { id: string; name: string; createdAt: string };

/** An account's passkeys for My Account (never the key material). */
export async function listPasskeys(userId: string, db: Db = defaultDb()) {
  const rows = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map(
    (row, i): PasskeySummary => ({
      id: row.id,
      name: row.name || `Passkey ${i + 1}`,
      createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    }),
  );
}

export async function countPasskeys(userId: string, db: Db = defaultDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/**
 * Whether this session may add a second factor (an authenticator app or a passkey). Staff who
 * have a passkey but signed in with the password alone may not: a stolen password must not be
 * enough to add an attacker's factor. Staff with no factor at all set up their first one (as
 * `npm run admin:create`'s admin does).
 */
export async function mayAddSecondFactor(
  viewer: { id: string; role: string; secondFactor?: boolean },
  db: Db = defaultDb(),
): Promise<boolean> {
  if (!isStaff(viewer.role) || viewer.secondFactor) return true;
  return (await countPasskeys(viewer.id, db)) === 0;
}

/** Whether removing one passkey would leave a staff account without any second factor. */
export async function wouldLoseLastFactor(
  user: { id: string; role?: string | null; twoFactorEnabled?: boolean | null },
  db: Db = defaultDb(),
): Promise<boolean> {
  if (!isStaff(user.role ?? "user") || user.twoFactorEnabled) return false;
  return (await countPasskeys(user.id, db)) <= 1;
}
