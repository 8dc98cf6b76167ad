// Who may call each of better-auth's endpoints, tried as an attacker would: over HTTP, with a
// stolen password, in parallel. Record 065.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/server/auth/auth.server";
import { callAuth } from "~/server/auth/endpoint.server";
import { type Access, endpointRules } from "~/server/auth/endpoint-rules.server";
import { getSessionUser } from "~/server/auth/session.server";
import { auditLog, passkeys, users } from "~/server/db/schema.server";
import { useProductionAuth } from "../support/auth-env";
import { databaseForThisFile, engine } from "../support/test-database";
import { totpCode } from "../support/totp";
import { addAccount } from "./privacy-support";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Quiet-Orbit-58-Lantern";

let clients = 0;

/**
 * A browser's cookie jar: what the server set, sent back on the next request. Each jar is a
 * client of its own address, so better-auth's per-address limits do not join the tests.
 */
class Jar {
  readonly ip = `198.51.100.${++clients}`;
  private readonly cookies = new Map<string, string>();
  take(lines: string[]) {
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value && !/Max-Age=0/i.test(line)) this.cookies.set(pair.slice(0, at), value);
      else this.cookies.delete(pair.slice(0, at));
    }
    return this;
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A request as a script would send it, from `ip`, with the jar's cookies. */
function from(jar: Jar | null, ip = jar?.ip ?? "198.51.100.250") {
  const headers: Record<string, string> = { "x-client-ip": ip };
  if (jar) headers.cookie = jar.header();
  return new Request(`${ORIGIN}/`, { headers });
}

/** Calls an endpoint over HTTP with its own method; the body only for POST. */
async function http(path: string, jar: Jar | null, body: Record<string, unknown> = {}) {
  const endpoint = Object.values(auth().api).find((e) => (e as { path?: string }).path === path) as
    | { options?: { method?: string | string[] } }
    | undefined;
  const methods = [endpoint?.options?.method ?? "POST"].flat();
  const method = methods.includes("POST") ? "POST" : "GET";
  const headers = new Headers({ Origin: ORIGIN, "x-client-ip": jar?.ip ?? "198.51.100.251" });
  if (jar) headers.set("cookie", jar.header());
  if (method === "POST") headers.set("Content-Type", "application/json");
  const url = `${ORIGIN}/api/auth${path.replace(/:(\w+)/g, "x")}`;
  return auth().handler(
    new Request(url, { method, headers, body: method === "POST" ? JSON.stringify(body) : null }),
  );
}

describe(`better-auth's endpoints under our rules (${engine})`, () => {
  beforeAll(() => useProductionAuth(ORIGIN));
  const database = databaseForThisFile();

  /** An account that signs in with PASSWORD and has no second factor yet. */
  const account = (role: string) =>
    addAccount(database.db, role, { factor: "none", name: `${role} person`, password: PASSWORD });

  async function passwordSession(email: string, ip?: string) {
    const jar = new Jar();
    const answer = await callAuth(from(null, ip ?? jar.ip), "/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    return jar.take(answer.cookies);
  }

  /** Turns an authenticator app on through the API; the jar then holds the confirmed session. */
  async function turnOnApp(jar: Jar) {
    const enable = await callAuth(from(jar), "/two-factor/enable", { password: PASSWORD });
    expect(enable.status).toBe(200);
    const key = new URL(String(enable.data?.totpURI)).searchParams.get("secret") ?? "";
    const confirm = await callAuth(from(jar), "/two-factor/verify-totp", {
      code: await totpCode(key),
    });
    expect(confirm.status).toBe(200);
    jar.take(confirm.cookies);
    return key;
  }

  it("has a rule for every endpoint better-auth serves, and closed ones answer 404", async () => {
    const paths = Object.values(auth().api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string");
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !(path in endpointRules))).toEqual([]);
    const closed = paths.filter((path) => endpointRules[path] === ("closed" satisfies Access));
    for (const path of closed) {
      expect({ path, status: (await http(path, null)).status }).toEqual({ path, status: 404 });
    }
    const serverOnly = paths.filter((path) => endpointRules[path] === ("server" satisfies Access));
    for (const path of serverOnly) {
      expect({ path, status: (await http(path, null)).status }).toEqual({ path, status: 404 });
    }
  });

  it("refuses a passkey-only admin's password session an authenticator app (critical)", async () => {
    const admin = await account("admin");
    await database.db.insert(passkeys).values({
      id: randomUUID(),
      userId: admin.id,
      publicKey: "cHVibGlj",
      credentialID: randomUUID(),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    const jar = await passwordSession(admin.email);
    const enable = await http("/two-factor/enable", jar, { password: PASSWORD });
    expect(enable.status).toBe(403);
    const verify = await http("/two-factor/verify-totp", jar, { code: "123456" });
    expect(verify.status).toBe(403);
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.twoFactorEnabled).toBe(false);
    const viewer = await getSessionUser(from(jar));
    expect(viewer?.secondFactor).toBe(false);
  });

  it("closes the admin API to every session, a factor-less admin's included", async () => {
    const admin = await account("admin");
    const target = await account("user");
    const jar = await passwordSession(admin.email);
    const calls: [string, Record<string, unknown>][] = [
      ["/admin/list-users", {}],
      ["/admin/set-role", { userId: target.id, role: "admin" }],
      ["/admin/create-user", { email: "new@example.com", password: PASSWORD, name: "New" }],
      ["/admin/set-user-password", { userId: target.id, newPassword: "Another-Pass-99" }],
      ["/admin/ban-user", { userId: target.id }],
      ["/admin/impersonate-user", { userId: target.id }],
    ];
    for (const [path, body] of calls) {
      expect({ path, status: (await http(path, jar, body)).status }).toEqual({ path, status: 404 });
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ role: "user", banned: false });
  });

  it("keeps a password session opened before the app was turned on a half session", async () => {
    const hr = await account("hr");
    const before = await passwordSession(hr.email);
    const other = await passwordSession(hr.email);
    await turnOnApp(other);
    expect((await getSessionUser(from(other)))?.secondFactor).toBe(true);
    const stale = await getSessionUser(from(before));
    expect(stale).toMatchObject({ twoFactorEnabled: true, secondFactor: false });
    // Nor may it change the account: the staff gate's rule holds on the API too.
    const rename = await http("/update-user", before, { name: "Mallory" });
    expect(rename.status).toBe(403);
  });

  it("opens one session for one code sent eight times in parallel", async () => {
    const editor = await account("editor");
    const key = await turnOnApp(await passwordSession(editor.email));
    const pending = new Jar();
    const step = await callAuth(from(null, pending.ip), "/sign-in/email", {
      email: editor.email,
      password: PASSWORD,
    });
    pending.take(step.cookies);
    const code = await totpCode(key, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => http("/two-factor/verify-totp", pending, { code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it("confirms a new app once for one code sent eight times in parallel", async () => {
    const person = await account("user");
    const jar = await passwordSession(person.email);
    const enable = await callAuth(from(jar), "/two-factor/enable", { password: PASSWORD });
    const key = new URL(String(enable.data?.totpURI)).searchParams.get("secret") ?? "";
    const code = await totpCode(key);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => http("/two-factor/verify-totp", jar, { code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it("checks at most the limit of wrong passwords sent in parallel", async () => {
    const person = await account("user");
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        callAuth(from(null, "198.51.100.40"), "/sign-in/email", {
          email: person.email,
          password: "Wrong-Password-123",
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("does not count right passwords against the limit", async () => {
    const person = await account("user");
    for (let i = 0; i < 12; i++) await passwordSession(person.email, "198.51.100.41");
  });

  it("keeps staff from turning their app off through the API, and audits a person who does", async () => {
    const admin = await account("admin");
    const staffJar = await passwordSession(admin.email);
    await turnOnApp(staffJar);
    const refused = await http("/two-factor/disable", staffJar, { password: PASSWORD });
    expect(refused.status).toBe(403);
    const person = await account("user");
    const jar = await passwordSession(person.email);
    await turnOnApp(jar);
    const off = await http("/two-factor/disable", jar, { password: PASSWORD });
    expect(off.status).toBe(200);
    const rows = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, person.id));
    const factorRows = rows.map((r) => r.action).filter((a) => a.startsWith("two-factor"));
    expect(factorRows.sort()).toEqual(["two-factor-disabled", "two-factor-enabled"]);
    const staffRows = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, admin.id));
    expect(staffRows.map((r) => r.action)).toContain("two-factor-enabled");
    expect(staffRows.map((r) => r.action)).not.toContain("two-factor-disabled");
  });

  it("audits a staff password change made through the API", async () => {
    const editor = await account("editor");
    const jar = await passwordSession(editor.email);
    await turnOnApp(jar);
    const change = await http("/change-password", jar, {
      currentPassword: PASSWORD,
      newPassword: "Another-Quiet-Orbit-77",
    });
    expect(change.status).toBe(200);
    const rows = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, editor.id));
    expect(rows.map((r) => r.action)).toContain("password-changed");
  });

  it("answers a sign-up the same for a known address and a new one", async () => {
    const known = await account("user");
    const body = (email: string) => ({ name: "Someone", email, password: PASSWORD });
    const a = await http("/sign-up/email", null, body(known.email));
    const b = await http("/sign-up/email", null, body(`new-${randomUUID()}@example.com`));
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
  });
});
