import { randomBytes, randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { serializeSignedCookie } from "better-call";
import { withClient } from "./databases.ts";

/** Test helpers that create accounts and sessions directly in the database (no login form). */
export type TestUser = { id: string; email: string; name: string; role: string };

/** Roles that must have a second factor before they reach the staff area. */
const STAFF_ROLES = new Set(["admin", "hr", "editor"]);

/**
 * A confirmed account. Staff get a second factor marked as set up (`twoFactorEnabled`), so a
 * session made for them directly counts as signed in with it, as better-auth only creates a
 * session after the second factor; pass `secondFactor: false` for staff who still have to set
 * one up. Only the two-factor tests go through the real setup and code.
 */
export async function createUser(
  databaseUrl: string,
  {
    role = "user",
    name = "Test User",
    email,
    secondFactor = STAFF_ROLES.has(role),
  }: { role?: string; name?: string; email?: string; secondFactor?: boolean } = {},
): Promise<TestUser> {
  const user = {
    id: randomUUID(),
    email: email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`,
    name,
    role,
  };
  await withClient(databaseUrl, (client) =>
    client.query(
      "insert into users (id, name, email, email_verified, role, two_factor_enabled) values ($1, $2, $3, true, $4, $5)",
      [user.id, user.name, user.email, user.role, secondFactor],
    ),
  );
  return user;
}

/** Gives `user` a password, hashed as the site does (argon2id), so it can log in by the form. */
export async function setPassword(databaseUrl: string, user: TestUser, password: string) {
  const hashed = await hash(password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  await withClient(databaseUrl, (client) =>
    client.query(
      "insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)",
      [randomUUID(), user.id, hashed],
    ),
  );
}

/** The session cookie's name in production mode (`__Host-` prefixed), as e2e and ops run. */
export const SESSION_COOKIE = "__Host-bd.session_token";

export type SessionCookie = { name: string; value: string };

/**
 * A live session for `user`, as the signed cookie a browser would hold. An account with a
 * second factor gets a session opened with it ("totp"), as better-auth's sign-in makes one.
 */
export async function createSessionCookie(
  databaseUrl: string,
  user: TestUser,
  { secret, cookieName = SESSION_COOKIE }: { secret: string; cookieName?: string },
): Promise<SessionCookie> {
  const token = randomBytes(24).toString("base64url");
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into sessions (id, token, expires_at, user_id, sign_in_method)
       select $1, $2, now() + interval '1 day', id, case when two_factor_enabled then 'totp' end
       from users where id = $3`,
      [randomUUID(), token, user.id],
    ),
  );
  return signSessionToken(token, secret, cookieName);
}

/** The cookie better-auth accepts for a session row's `token`, signed with the server's secret. */
export async function signSessionToken(
  token: string,
  secret: string,
  cookieName = SESSION_COOKIE,
): Promise<SessionCookie> {
  const header = await serializeSignedCookie(cookieName, token, secret);
  const value = header.split(";")[0]?.slice(cookieName.length + 1) ?? "";
  return { name: cookieName, value: decodeURIComponent(value) };
}

/** The Cookie request header of a client that holds `cookie`. */
export function cookieHeader(cookie: SessionCookie): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}`;
}

export async function query<T>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withClient(databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);
}
