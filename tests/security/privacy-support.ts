import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "../../app/server/auth/password.server";
import type { Db } from "../../app/server/db/client.server";
import { accounts, passkeys, sessions, users } from "../../app/server/db/schema.server";
import { cookieHeader, SESSION_COOKIE, signSessionToken } from "../support/accounts";
import { TEST_AUTH_SECRET, useProductionAuth } from "../support/auth-env";

// Shared by the security tests (the privacy ones first, record 068): accounts, sessions and route
// answers.

export const SECRET = TEST_AUTH_SECRET;
export const ORIGIN = "http://localhost:3000";

/** Production mode (the `__Host-` session cookie), read once by config() before anything else. */
export const productionEnv = () => useProductionAuth(ORIGIN);

export type Person = { id: string; email: string; name: string; role: string };

type AccountOptions = { factor?: "app" | "passkey" | "none"; name?: string; password?: string };

/**
 * An account; staff get an authenticator app (`factor: "app"`), a passkey, or no factor. With a
 * `password` it can sign in with e-mail and password (hashed as sign-up hashes it).
 */
export async function addAccount(
  db: Db,
  role: string,
  { factor = "app", name, password }: AccountOptions = {},
): Promise<Person> {
  const id = randomUUID();
  const person = { id, email: `${role}-${id.slice(0, 8)}@example.com`, name: name ?? role, role };
  await db
    .insert(users)
    .values({ ...person, emailVerified: true, twoFactorEnabled: factor === "app" });
  if (factor === "passkey") {
    await db.insert(passkeys).values({
      id: randomUUID(),
      userId: id,
      publicKey: "cHVibGlj",
      credentialID: randomUUID(),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
  }
  if (password) {
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
  }
  return person;
}

/**
 * A request from `person`'s browser: a live session (opened with an authenticator app's code,
 * as staff must), its signed cookie, and an urlencoded form when there is one.
 */
export async function requestAs(
  db: Db,
  person: Person,
  path: string,
  form?: Record<string, string>,
): Promise<Request> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: person.id,
    signInMethod: "totp",
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const headers: Record<string, string> = {
    Cookie: cookieHeader(await signSessionToken(token, SECRET, SESSION_COOKIE)),
    "x-client-ip": "203.0.113.68",
  };
  if (!form) return new Request(`${ORIGIN}${path}`, { headers });
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

/** What a loader or action answered: `data(…)`, a Response, or a plain value. */
export function answerOf(value: unknown): { status: number; data: unknown } {
  if (value instanceof Response) return { status: value.status, data: null };
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    const { data, init } = value as { data: unknown; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: value };
}

/** Runs a loader or action, answering a thrown Response (a redirect, a 403) as its status. */
export async function run(call: () => Promise<unknown>) {
  try {
    return answerOf(await call());
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    throw thrown;
  }
}
