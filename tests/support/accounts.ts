import { randomBytes, randomUUID } from "node:crypto";
import { serializeSignedCookie } from "better-call";
import pg from "pg";

/** Test helpers that create accounts and sessions directly in the database (no login form). */
export type TestUser = { id: string; email: string; name: string; role: string };

export async function createUser(
  databaseUrl: string,
  {
    role = "user",
    name = "Test User",
    email,
  }: { role?: string; name?: string; email?: string } = {},
): Promise<TestUser> {
  const user = {
    id: randomUUID(),
    email: email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`,
    name,
    role,
  };
  await withClient(databaseUrl, (client) =>
    client.query(
      "insert into users (id, name, email, email_verified, role) values ($1, $2, $3, true, $4)",
      [user.id, user.name, user.email, user.role],
    ),
  );
  return user;
}

/** The session cookie's name in production mode (`__Host-` prefixed), as e2e and ops run. */
export const SESSION_COOKIE = "__Host-bd.session_token";

export type SessionCookie = { name: string; value: string };

/** A live session for `user`, as the signed cookie a browser would hold. */
export async function createSessionCookie(
  databaseUrl: string,
  user: TestUser,
  { secret, cookieName = SESSION_COOKIE }: { secret: string; cookieName?: string },
): Promise<SessionCookie> {
  const token = randomBytes(24).toString("base64url");
  await withClient(databaseUrl, (client) =>
    client.query(
      "insert into sessions (id, token, expires_at, user_id) values ($1, $2, now() + interval '1 day', $3)",
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

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
