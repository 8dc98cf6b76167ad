import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createTestDatabase,
  engine,
  ownDatabaseForThisFile,
} from "../../../tests/support/test-database";
import { contactSubmissions, quotes } from "../db/schema.server";
import { submitContactMessage, submitQuote } from "../leads/leads.server";
import { guardFields, sampleQuote as quote, visitor } from "./testing.server";

/** The path every public form takes, through the quote and contact forms. */
describe(`form intake (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  const count = async () => (await database.db.select().from(quotes)).length;

  it("answers a failure with what was typed, but not the guard fields", async () => {
    const values = { ...guardFields(), ...quote, description: "" };
    const result = await submitQuote(values, visitor(), database.db);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.fieldErrors?.description).toBe("Project Description is required.");
    expect(result.values).toEqual({ ...quote, description: "" });
  });

  it("creates one submission for a double click or a retried post", async () => {
    const values = { ...guardFields(), ...quote, email: "twice@example.com" };
    const who = visitor();
    const answers = await Promise.all([
      submitQuote(values, who, database.db),
      submitQuote(values, who, database.db),
      submitQuote(values, who, database.db),
    ]);
    const retry = await submitQuote(values, who, database.db);
    for (const answer of [...answers, retry]) expect(answer.ok).toBe(true);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // A retry gets the first answer, marked as already there.
    expect(retry).toMatchObject({ ok: true, status: 200, toast: { title: "Quote request sent!" } });
    const rows = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.email, "twice@example.com"));
    expect(rows).toHaveLength(1);
    // The same form sent again with new content is a new submission.
    await submitQuote({ ...values, description: "A second project" }, who, database.db);
    expect(
      await database.db.select().from(quotes).where(eq(quotes.email, "twice@example.com")),
    ).toHaveLength(2);
  });

  it("answers bots as if they succeeded and saves nothing", async () => {
    const before = await count();
    const honeypot = await submitQuote(
      { ...guardFields(), ...quote, website: "https://spam.example" },
      visitor(),
      database.db,
    );
    const instant = await submitQuote(
      { ...guardFields(), ...quote, startedAt: String(Date.now()) },
      visitor(),
      database.db,
    );
    for (const answer of [honeypot, instant])
      expect(answer.toast.title).toBe("Quote request sent!");
    expect(await count()).toBe(before);
  });

  it("answers with the form's own failure toast when the database is down", async () => {
    const down = await createTestDatabase();
    await down.close();
    const values = { ...guardFields(), ...quote, email: "down@example.com" };
    const result = await submitQuote(values, visitor(), down.db);
    expect(result.status).toBe(500);
    expect(result).toMatchObject({ ok: false, toast: { title: "Submission failed" } });
    // Migrating a fresh database takes seconds on a loaded machine.
  }, 30_000);

  it("limits each client address, with a clear message", async () => {
    const who = visitor();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await submitContactMessage(
          { ...guardFields(), name: "Rate", email: "rate@example.com", message: `Message ${i}` },
          who,
          database.db,
        ),
      );
    }
    expect(answers.slice(0, 10).every((a) => a.status === 201)).toBe(true);
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.toast.title).toBe("Too many requests");
    const other = await submitContactMessage(
      { ...guardFields(), name: "Other", email: "other@example.com", message: "Hi" },
      visitor(),
      database.db,
    );
    expect(other.status).toBe(201);
  });

  it("records a signed-in sender with the account's email, whatever was posted", async () => {
    const user = { id: "user-123", email: "member@example.com", name: "Member" };
    await submitContactMessage(
      {
        ...guardFields(),
        name: "Member",
        email: "spoofed@example.com",
        message: "From my account",
      },
      visitor(user),
      database.db,
    );
    const [row] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.userId, "user-123"));
    expect(row?.email).toBe("member@example.com");
  });
});
