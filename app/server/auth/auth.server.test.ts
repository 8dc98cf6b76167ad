import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../../../tests/support/accounts";
import { useProductionAuth } from "../../../tests/support/auth-env";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { accounts, emailOutbox, sessions, users } from "../db/schema.server";
import { callAuth } from "./endpoint.server";
import { register } from "./flows.server";
import { getSessionUser } from "./session.server";

/** A request from one client address, carrying cookies when given. */
const from = (ip: string, cookie?: string) =>
  new Request("http://localhost:3000/login", {
    headers: { "x-client-ip": ip, ...(cookie ? { Cookie: cookie } : {}) },
  });

describe(`accounts (${engine}, production settings)`, () => {
  // Production mode, so cookies get their production flags and prefix.
  beforeAll(() => useProductionAuth("http://localhost:3000"));
  const database = databaseForThisFile();

  const signUp = (email: string, ip = "203.0.113.1") =>
    callAuth(from(ip), "/sign-up/email", {
      name: "Tess Tester",
      email,
      password: "Quiet-Orbit-58",
    });
  const signIn = (email: string, password = "Quiet-Orbit-58", ip = "203.0.113.2") =>
    callAuth(from(ip), "/sign-in/email", { email, password });

  it("registers with role user, hashes with argon2id at OWASP settings, and queues the confirmation", async () => {
    const answer = await signUp("tess@example.com");
    expect(answer.ok).toBe(true);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "tess@example.com"));
    expect(user).toMatchObject({ name: "Tess Tester", role: "user", emailVerified: false });
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ""));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "tess@example.com"));
    expect(mails.map((m) => m.kind)).toContain("verify-email");
    expect(mails[0]?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it("refuses sign-in until the email is confirmed", async () => {
    const answer = await signIn("tess@example.com");
    expect(answer.status).toBe(403);
    expect(answer.code).toBe("EMAIL_NOT_VERIFIED");
    expect(answer.cookies).toEqual([]);
  });

  it("signs in with a __Host-, HttpOnly, Secure, SameSite=Lax session cookie", async () => {
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "tess@example.com"));
    const answer = await signIn("tess@example.com");
    expect(answer.ok).toBe(true);
    const cookie = answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const viewer = await getSessionUser(from("203.0.113.2", cookie?.split(";")[0]));
    expect(viewer).toMatchObject({ email: "tess@example.com", role: "user" });
  });

  it("ends the session on the server at sign-out", async () => {
    const answer = await signIn("tess@example.com");
    const cookie =
      answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0] ?? "";
    const before = await database.db.select().from(sessions);
    const out = await callAuth(from("203.0.113.2", cookie), "/sign-out", {});
    expect(out.ok).toBe(true);
    expect(await database.db.select().from(sessions)).toHaveLength(before.length - 1);
    expect(await getSessionUser(from("203.0.113.2", cookie))).toBeNull();
  });

  it("ends a session after its absolute lifetime even if it was used recently", async () => {
    const answer = await signIn("tess@example.com");
    const cookie =
      answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0] ?? "";
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.token, token));
    expect(await getSessionUser(from("203.0.113.2", cookie))).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.token, token))).toHaveLength(
      0,
    );
  });

  it("limits an account after ten wrong passwords, from any address, but never counts successes", async () => {
    // Twenty sign-ins from one office address all succeed.
    for (let i = 0; i < 20; i++) expect((await signIn("tess@example.com")).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signIn("tess@example.com", "wrong-password", `203.0.113.${20 + i}`)).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The right password from a fresh address is limited too while the window lasts.
    expect((await signIn("tess@example.com", "Quiet-Orbit-58", "203.0.113.99")).status).toBe(429);
  }, 60_000);

  it("limits one address only after many failures across accounts", async () => {
    // The 101 tries take seconds; failures are counted in 15-minute windows on the clock, so a
    // run across a window's edge would split them. The clock stands still for this test.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 101; i++)
        statuses.push(
          (await signIn(`nobody-${i % 20}@example.com`, "wrong", "198.51.100.7")).status,
        );
      expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
      expect(statuses[100]).toBe(429);
      expect((await signIn("nobody-1@example.com", "wrong", "198.51.100.8")).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it("refuses the most common passwords at registration", async () => {
    const answer = await register(from("203.0.113.3"), {
      fullName: "Common",
      email: "common@example.com",
      password: "qwerty123",
    });
    if (answer instanceof Response) throw new Error("a common password must not be accepted");
    expect(answer.toast.title).toBe("Registration failed");
    expect(answer.toast.description).toMatch(/most commonly used/);
    expect(
      await database.db.select().from(users).where(eq(users.email, "common@example.com")),
    ).toHaveLength(0);
  });
});
