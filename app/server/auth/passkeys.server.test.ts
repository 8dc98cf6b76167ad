import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, SESSION_COOKIE, signSessionToken } from "../../../tests/support/accounts";
import { TEST_AUTH_SECRET, useProductionAuth } from "../../../tests/support/auth-env";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { accounts, auditLog, passkeys, sessions, users } from "../db/schema.server";
import { auth } from "./auth.server";
import { callAuth } from "./endpoint.server";
import { signedInWithSecondFactor } from "./passkeys.server";
import { hashPassword } from "./password.server";
import { resetSecondFactor } from "./second-factor-reset.server";
import { getSessionUser } from "./session.server";
import { staffFor } from "./staff-access.server";

const SECRET = TEST_AUTH_SECRET;

describe(`passkeys as a second factor (${engine})`, () => {
  beforeAll(() => useProductionAuth("http://localhost:3000"));
  const database = databaseForThisFile();

  async function staffMember(role = "hr") {
    const id = randomUUID();
    await database.db
      .insert(users)
      .values({ id, name: "Pat Key", email: `${id}@example.com`, emailVerified: true, role });
    return id;
  }
  const addPasskey = (userId: string) =>
    database.db.insert(passkeys).values({
      id: randomUUID(),
      userId,
      publicKey: "cHVibGlj",
      credentialID: randomUUID(),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
  /** A request carrying a session of `userId`, opened as `signInMethod` says. */
  async function sessionRequest(userId: string, signInMethod: string | null, url = "/account") {
    const token = randomBytes(24).toString("base64url");
    await database.db.insert(sessions).values({
      id: randomUUID(),
      token,
      userId,
      signInMethod,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const cookie = cookieHeader(await signSessionToken(token, SECRET, SESSION_COOKIE));
    return new Request(`http://localhost:3000${url}`, {
      headers: { Cookie: cookie, "x-client-ip": "203.0.113.9" },
    });
  }

  it("counts a session opened or confirmed with a second factor, never the account's setup", () => {
    expect(signedInWithSecondFactor({ signInMethod: "totp" })).toBe(true);
    expect(signedInWithSecondFactor({ signInMethod: "recovery-code" })).toBe(true);
    expect(signedInWithSecondFactor({ signInMethod: "passkey" })).toBe(true);
    expect(signedInWithSecondFactor({ signInMethod: null })).toBe(false);
    expect(signedInWithSecondFactor({ signInMethod: "password" })).toBe(false);
    const viewer = { id: "x", email: "x@example.com", name: null, role: "admin" };
    const gate = (secondFactor: boolean) => {
      try {
        return staffFor({ ...viewer, secondFactor }, "users").id;
      } catch (thrown) {
        return (thrown as Response).headers.get("Location");
      }
    };
    expect(gate(true)).toBe("x");
    expect(gate(false)).toBe("/account/two-factor");
  });

  it("lets staff in with a passkey session, not with the password alone", async () => {
    const id = await staffMember();
    await addPasskey(id);
    const byPasskey = await getSessionUser(await sessionRequest(id, "passkey"));
    expect(byPasskey).toMatchObject({ id, twoFactorEnabled: false, secondFactor: true });
    const byPassword = await getSessionUser(await sessionRequest(id, null));
    expect(byPassword).toMatchObject({ id, secondFactor: false });
  });

  it("refuses a new factor to staff with a passkey who signed in with the password alone", async () => {
    const id = await staffMember();
    await addPasskey(id);
    const options = (request: Request) =>
      auth().handler(
        new Request("http://localhost:3000/api/auth/passkey/generate-register-options", {
          headers: request.headers,
        }),
      );
    const refused = await options(await sessionRequest(id, null));
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe("SIGN_IN_WITH_PASSKEY");
    const allowed = await options(await sessionRequest(id, "passkey"));
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    // A staff member with no factor yet sets up the first one (npm run admin:create's admin).
    const fresh = await staffMember("admin");
    expect((await options(await sessionRequest(fresh, null))).status).toBe(200);
  });

  it("keeps staff from removing their last factor, and audits a removal", async () => {
    const id = await staffMember();
    await addPasskey(id);
    await addPasskey(id);
    const [first, second] = await database.db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, id));
    const request = await sessionRequest(id, "passkey");
    const removed = await callAuth(request, "/passkey/delete-passkey", { id: first?.id });
    expect(removed.ok).toBe(true);
    const last = await callAuth(request, "/passkey/delete-passkey", { id: second?.id });
    expect(last).toMatchObject({ ok: false, status: 403, code: "LAST_SECOND_FACTOR" });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject([
      {
        action: "passkey-removed",
        actorId: id,
        detail: { passkeyId: first?.id },
        ip: "203.0.113.9",
      },
    ]);
  });

  it("removes every passkey when an admin resets a colleague's second factor", async () => {
    const admin = {
      id: await staffMember("admin"),
      email: "a@example.com",
      name: "A",
      role: "admin",
    };
    const id = await staffMember();
    await addPasskey(id);
    const answer = await resetSecondFactor(await sessionRequest(admin.id, "passkey"), admin, id);
    expect(answer.ok).toBe(true);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, id))).toEqual([]);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(row).toMatchObject({
      action: "two-factor-reset",
      detail: { hadFactor: false, passkeysRemoved: 1 },
    });
  });

  it("keeps a passkey session's second factor through a password change", async () => {
    const id = await staffMember();
    await addPasskey(id);
    const password = "Quiet-Orbit-58";
    await database.db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
    const answer = await callAuth(await sessionRequest(id, "passkey"), "/change-password", {
      currentPassword: password,
      newPassword: "Amber-Harbor-73",
      revokeOtherSessions: true,
    });
    expect(answer.ok).toBe(true);
    // The last session cookie set is the new session's.
    const cookie = answer.cookies
      .findLast((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    const viewer = await getSessionUser(
      new Request("http://localhost:3000/account", { headers: { Cookie: cookie ?? "" } }),
    );
    expect(viewer).toMatchObject({ id, secondFactor: true });
  });
});
