import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as accountSettingsAction } from "../../app/routes/account-settings";
import { action as privacyAction } from "../../app/routes/admin/privacy";
import { quotes, users } from "../../app/server/db/schema.server";
import { databaseForThisFile, engine } from "../support/test-database";
import { addAccount, ORIGIN, productionEnv, requestAs, run } from "./privacy-support";

// Issue item 11: a destructive action is never an action's default branch. An unknown or
// missing `intent` answers 400 and changes nothing (record 068).

const PASSWORD = "Quiet-Orbit-58";
type Args = Parameters<typeof accountSettingsAction>[0];
type PrivacyArgs = Parameters<typeof privacyAction>[0];

describe(`destructive intents (${engine})`, () => {
  beforeAll(() => productionEnv());
  const database = databaseForThisFile();

  /** A registered visitor with a password, signed in through the real sign-in endpoint. */
  async function visitorAccount(email: string) {
    const { callAuth } = await import("../../app/server/auth/endpoint.server");
    const from = () =>
      new Request(`${ORIGIN}/account/settings`, { headers: { "x-client-ip": "203.0.113.41" } });
    await callAuth(from(), "/sign-up/email", { name: "Val Visitor", email, password: PASSWORD });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return { id: user?.id ?? "", email, name: "Val Visitor", role: "user" };
  }

  const accountExists = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email))).length === 1;

  const settings = async (person: Awaited<ReturnType<typeof visitorAccount>>, form: object) =>
    run(async () =>
      accountSettingsAction({
        request: await requestAs(database.db, person, "/account/settings", {
          ...(form as Record<string, string>),
        }),
        params: {},
        context: {},
      } as unknown as Args),
    );

  it("account settings: an unknown or missing intent, with the password, deletes nothing", async () => {
    const person = await visitorAccount("val@example.com");
    for (const form of [
      { password: PASSWORD },
      { intent: "", password: PASSWORD },
      { intent: "rename", password: PASSWORD },
      { intent: "DELETE-ACCOUNT", password: PASSWORD },
    ]) {
      const answer = await settings(person, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(await accountExists(person.email), JSON.stringify(form)).toBe(true);
    }
    // The named intent still works.
    const deleted = await settings(person, { intent: "delete-account", password: PASSWORD });
    expect(deleted.status).toBe(302);
    expect(await accountExists(person.email)).toBe(false);
  });

  it("admin privacy: an unknown or missing intent erases nobody", async () => {
    const admin = await addAccount(database.db, "admin");
    const email = "kept@example.com";
    await database.db
      .insert(quotes)
      .values({ name: "Kim Kept", email, industry: "Other", description: "Keep me" });
    const post = async (form: Record<string, string>) =>
      run(async () =>
        privacyAction({
          request: await requestAs(database.db, admin, "/admin/privacy", form),
          params: {},
          context: {},
        } as unknown as PrivacyArgs),
      );
    for (const intent of [undefined, "", "export", "ERASE"]) {
      const form = { email, confirm: email, ...(intent === undefined ? {} : { intent }) };
      const answer = await post(form);
      expect(answer.status, `intent ${intent}`).toBe(400);
      const [quote] = await database.db.select().from(quotes).where(eq(quotes.email, email));
      expect(quote?.name, `intent ${intent}`).toBe("Kim Kept");
    }
    const erased = await post({ intent: "erase", email, confirm: email });
    expect(erased.status).toBe(200);
    expect(await database.db.select().from(quotes).where(eq(quotes.email, email))).toHaveLength(0);
  });
});
