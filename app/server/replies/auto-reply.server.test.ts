import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { emailOutbox, quotes, users } from "../db/schema.server";
import { guardFields, sampleQuote, visitor } from "../intake/testing.server";
import { submitQuote } from "../leads/leads.server";
import { changeTemplate } from "./template-settings.server";

const admin = { id: "ar-admin", email: "admin@example.com", name: "Ada", role: "admin" };

describe(`auto-replies (${engine})`, () => {
  const database = ownDatabaseForThisFile(async () => {
    await database.db.insert(users).values({ ...admin, emailVerified: true });
  });

  const autoRepliesTo = (to: string) =>
    database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "auto-reply"), eq(emailOutbox.to, to)));

  it("queues the default auto-reply with the lead, with its reference, without what was typed", async () => {
    const email = "first@example.com";
    const values = {
      ...guardFields(),
      ...sampleQuote,
      email,
      description: "<b>Billing</b> & more",
    };
    expect((await submitQuote(values, visitor(), database.db)).status).toBe(201);
    const [lead] = await database.db.select().from(quotes).where(eq(quotes.email, email));
    const [reply] = await autoRepliesTo(email);
    expect(reply?.subject).toBe(`We received your quote request (Q-${lead?.reference})`);
    expect(reply).toMatchObject({ leadKind: "quotes", leadId: lead?.id });
    // The address is unconfirmed: a neutral greeting, and only what was picked (record 099).
    expect(reply?.text).toContain("Hello,");
    expect(reply?.text).toContain("Industry: Technology");
    expect(`${reply?.text}${reply?.html}`).not.toMatch(/Billing|Ada/);
  });

  it("refuses a template with an unknown placeholder or no subject, naming the problem", async () => {
    const unknown = await changeTemplate(
      admin,
      {
        intent: "save",
        key: "auto-reply:quotes",
        enabled: "on",
        subject: "Thanks",
        body: "Dear {{firstname}}",
      },
      database.db,
    );
    expect(unknown.ok).toBe(false);
    expect(unknown.fieldErrors?.body).toMatch(/^Unknown placeholder \{\{firstname\}\}/);
    expect(unknown.toast.description).toMatch(/Unknown placeholder \{\{firstname\}\}/);
    const empty = await changeTemplate(
      admin,
      {
        intent: "save",
        key: "auto-reply:quotes",
        subject: "",
        body: "x",
      },
      database.db,
    );
    expect(empty.fieldErrors?.subject).toBe("The subject is empty: write a subject.");
  });

  it("sends a test only to the admin, and saved text is what the next lead gets", async () => {
    const template = {
      key: "auto-reply:quotes",
      enabled: "on",
      subject: "Hi {{first_name}} ({{reference}})",
      body: "We got it, {{name}}.",
    };
    const test = await changeTemplate(admin, { ...template, intent: "test" }, database.db);
    expect(test.toast.title).toBe("Test e-mail sent to admin@example.com.");
    const tests = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "template-test"));
    expect(tests.map((t) => [t.to, t.subject])).toEqual([["admin@example.com", "Hi (Q-24117)"]]);

    expect((await changeTemplate(admin, { ...template, intent: "save" }, database.db)).ok).toBe(
      true,
    );
    const email = "second@example.com";
    await submitQuote({ ...guardFields(), ...sampleQuote, email }, visitor(), database.db);
    const [reply] = await autoRepliesTo(email);
    expect(reply?.subject).toMatch(/^Hi \(Q-\d+\)$/);
  });

  it("sends nothing when the auto-reply is off", async () => {
    await changeTemplate(
      admin,
      {
        intent: "save",
        key: "auto-reply:quotes",
        subject: "Off",
        body: "Off",
      },
      database.db,
    );
    const email = "third@example.com";
    expect(
      (await submitQuote({ ...guardFields(), ...sampleQuote, email }, visitor(), database.db)).ok,
    ).toBe(true);
    expect(await autoRepliesTo(email)).toEqual([]);
  });

  it("saves a lead and its auto-reply together or not at all", async () => {
    await database.db.execute(sql`alter table mail_templates rename to mail_templates_away`);
    try {
      const email = "fourth@example.com";
      const result = await submitQuote(
        { ...guardFields(), ...sampleQuote, email },
        visitor(),
        database.db,
      );
      expect(result.status).toBe(500);
      expect(await database.db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
    } finally {
      await database.db.execute(sql`alter table mail_templates_away rename to mail_templates`);
    }
  });
});
