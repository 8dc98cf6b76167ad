import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { emailOutbox, users } from "../db/schema.server";
import { guardFields, sampleQuote, visitor } from "../intake/testing.server";
import { submitContactMessage, submitQuote } from "../leads/leads.server";
import { changeNotificationModes } from "./notification-settings-action.server";
import { loadNotificationModes } from "./preferences.server";

const admin = { id: "al-admin", email: "admin@example.com", name: "Ada", role: "admin" };
const quiet = { id: "al-quiet", email: "quiet@example.com", name: "Quinn", role: "admin" };
const hr = { id: "al-hr", email: "hr@example.com", name: "Hal", role: "hr" };
const banned = { id: "al-gone", email: "gone@example.com", name: "G", role: "admin", banned: true };

describe(`new-lead alerts and notification settings (${engine})`, () => {
  const database = ownDatabaseForThisFile(async () => {
    await database.db.insert(users).values(
      [admin, quiet, hr, banned].map((u) => ({
        ...u,
        emailVerified: true,
        twoFactorEnabled: true,
      })),
    );
  });

  const alerts = async () =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "alert")))
      .map((m) => m.to)
      .sort();

  it("defaults (record 083): new leads by digest, my leads' assignments and answers at once", async () => {
    expect(await loadNotificationModes(database.db, admin)).toEqual({
      "new-lead:quotes": "digest",
      "new-lead:demos": "digest",
      "new-lead:contacts": "digest",
      "new-lead:applications": "digest",
      "new-lead:partnerships": "digest",
      assigned: "instant",
      answer: "instant",
      "meeting-booked": "instant",
      "meeting-cancelled": "instant",
      overdue: "digest",
    });
    expect(await loadNotificationModes(database.db, hr)).toEqual({
      "new-lead:applications": "digest",
      assigned: "instant",
      answer: "instant",
      "meeting-booked": "instant",
      "meeting-cancelled": "instant",
      overdue: "digest",
    });
  });

  it("e-mails each admin who chose instant per quote, in the lead's transaction; never the banned", async () => {
    for (const person of [admin, banned])
      await changeNotificationModes(person, { "mode:new-lead:quotes": "instant" }, database.db);
    expect(
      await changeNotificationModes(quiet, { "mode:new-lead:quotes": "off" }, database.db),
    ).toMatchObject({ ok: true });
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
    const refused = await changeNotificationModes(
      admin,
      { "mode:new-lead:quotes": "sometimes" },
      database.db,
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
  });

  it("ignores choices for lists the staff member does not work, and modes an event lacks", async () => {
    await changeNotificationModes(
      hr,
      {
        "mode:new-lead:quotes": "instant",
        "mode:new-lead:applications": "off",
        "mode:overdue": "instant",
      },
      database.db,
    );
    expect(await loadNotificationModes(database.db, hr)).toEqual({
      "new-lead:applications": "off",
      assigned: "instant",
      answer: "instant",
      "meeting-booked": "instant",
      "meeting-cancelled": "instant",
      overdue: "digest",
    });
  });
});
