import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../tests/support/accounts";
import { useProductionAuth } from "../../../tests/support/auth-env";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { auth } from "../auth/auth.server";
import { callAuth } from "../auth/endpoint.server";
import { emailOutbox, sessions, users } from "../db/schema.server";
import { changeEmail, changeName, changePassword, signOutOthers } from "./settings.server";

const PASSWORD = "Quiet-Orbit-58";

const from = (cookie?: string) =>
  new Request("http://localhost:3000/account/settings", {
    headers: { "x-client-ip": "203.0.113.40", ...(cookie ? { Cookie: cookie } : {}) },
  });

describe(`account settings (${engine})`, () => {
  beforeAll(() => useProductionAuth("http://localhost:3000"));
  const database = databaseForThisFile(async () => {
    await callAuth(from(), "/sign-up/email", {
      name: "Sam Settings",
      email: "sam@example.com",
      password: PASSWORD,
    });
    await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "sam@example.com"));
  });

  async function signIn(password = PASSWORD) {
    const answer = await callAuth(from(), "/sign-in/email", { email: "sam@example.com", password });
    return answer.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0] ?? "";
  }

  it("changes the name", async () => {
    const answer = await changeName(from(await signIn()), { name: "Samantha Settings" });
    expect(answer).toBeInstanceOf(Response);
    const [user] = await database.db.select().from(users).where(eq(users.email, "sam@example.com"));
    expect(user?.name).toBe("Samantha Settings");
  });

  it("changes the e-mail only once the link sent to the new address is opened", async () => {
    const answer = await changeEmail(from(await signIn()), { newEmail: "sam.new@example.com" });
    expect(answer.ok).toBe(true);
    const [before] = await database.db
      .select()
      .from(users)
      .where(eq(users.name, "Samantha Settings"));
    expect(before?.email).toBe("sam@example.com");
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "sam.new@example.com"));
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
    expect(link).toContain("/api/auth/verify-email?token=");
    const opened = await auth().handler(new Request(link));
    expect(opened.status).toBeLessThan(400);
    const [after] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? ""));
    expect(after?.email).toBe("sam.new@example.com");
    await database.db
      .update(users)
      .set({ email: "sam@example.com" })
      .where(eq(users.id, before?.id ?? ""));
  });

  it("signs out the other sessions, and a new password does too", async () => {
    const other = await signIn();
    const mine = await signIn();
    const [user] = await database.db.select().from(users).where(eq(users.email, "sam@example.com"));
    const count = async () =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id ?? ""))
      ).length;
    expect(await count()).toBeGreaterThanOrEqual(2);
    expect((await signOutOthers(from(mine))).ok).toBe(true);
    expect(await count()).toBe(1);
    void other;

    await signIn();
    const wrong = await changePassword(from(mine), {
      currentPassword: "not-it",
      newPassword: "Silver-Canyon-91",
    });
    expect(wrong).toMatchObject({ ok: false });
    const right = await changePassword(from(mine), {
      currentPassword: PASSWORD,
      newPassword: "Silver-Canyon-91",
    });
    expect(right).toBeInstanceOf(Response);
    expect(await count()).toBe(1);
    expect(await signIn("Silver-Canyon-91")).not.toBe("");
  });
});
