import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { emailOutbox, users } from "../db/schema.server";
import { guardFields, sampleQuote, visitor } from "../intake/testing.server";
import { submitContactMessage, submitQuote } from "../leads/leads.server";
import { changeAlertModes } from "./alert-settings.server";
import { loadAlertModes } from "./alerts.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const admin = { id: "al-admin", email: "admin@example.com", name: "Ada", role: "admin" };
const quiet = { id: "al-quiet", email: "quiet@example.com", name: "Quinn", role: "admin" };
const hr = { id: "al-hr", email: "hr@example.com", name: "Hal", role: "hr" };
const banned = { id: "al-gone", email: "gone@example.com", name: "G", role: "admin", banned: true };

describe(`staff alerts (${engine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values(
      [admin, quiet, hr, banned].map((u) => ({
        ...u,
        emailVerified: true,
        twoFactorEnabled: true,
      })),
    );
  });
  afterAll(() => database.close());

  const alerts = async () =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "alert")))
      .map((m) => m.to)
      .sort();

  it("defaults: admins hear of each quote and demo, HR of each application", async () => {
    expect(await loadAlertModes(database.db, admin)).toEqual({
      quotes: "each",
      demos: "each",
      contacts: "digest",
      applications: "digest",
      subscriptions: "none",
    });
    expect(await loadAlertModes(database.db, hr)).toEqual({ applications: "each" });
  });

  it("e-mails each admin who wants one per quote, in the lead's transaction; never the banned", async () => {
    expect(await changeAlertModes(quiet, { "mode:quotes": "none" }, database.db)).toMatchObject({
      ok: true,
    });
    await submitQuote({ ...guardFields(), ...sampleQuote }, visitor(), database.db);
    expect(await alerts()).toEqual(["admin@example.com"]);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "alert"));
    expect(mail?.subject).toMatch(/^New in Quote Requests: Ada Lovelace \(Q-\d+\)$/);
    expect(mail?.replyTo).toBe(sampleQuote.email);
  });

  it("sends nothing for a list on the digest, and refuses an unknown choice", async () => {
    await submitContactMessage(
      { ...guardFields(), name: "C", email: "c@example.com", company: "", message: "Hi" },
      visitor(),
      database.db,
    );
    expect(await alerts()).toEqual(["admin@example.com"]);
    const refused = await changeAlertModes(admin, { "mode:quotes": "sometimes" }, database.db);
    expect(refused).toMatchObject({ ok: false, status: 400 });
  });

  it("ignores choices for lists the staff member does not work", async () => {
    await changeAlertModes(hr, { "mode:quotes": "each", "mode:applications": "none" }, database.db);
    expect(await loadAlertModes(database.db, hr)).toEqual({ applications: "none" });
  });
});
