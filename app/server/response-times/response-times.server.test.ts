import { describe, expect, it } from "vitest";
import { zonedTime } from "~/lib/business-hours";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { contactSubmissions, quotes, users } from "../db/schema.server";
import { loadResponseTimes } from "./response-times.server";

const tz = "America/Chicago";
const at = (day: number, hour: number) => zonedTime({ year: 2026, month: 11, day }, hour, tz);

describe(`time to first response (${engine})`, () => {
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db
      .insert(users)
      .values({ id: "o1", email: "o1@example.com", name: "Olga", role: "admin" });
    const quote = { email: "q@example.com", industry: "Other", description: "x" };
    // Answered after 1, 2, 3 and 10 business hours; one from Friday 16:00 answered Monday 10:00 (2 h).
    await db.insert(quotes).values([
      { ...quote, name: "A", ownerId: "o1", createdAt: at(16, 9), firstResponseAt: at(16, 10) },
      { ...quote, name: "B", ownerId: "o1", createdAt: at(16, 9), firstResponseAt: at(16, 11) },
      { ...quote, name: "C", createdAt: at(16, 9), firstResponseAt: at(16, 12) },
      { ...quote, name: "D", createdAt: at(16, 9), firstResponseAt: at(17, 11) },
      { ...quote, name: "E", ownerId: "o1", createdAt: at(20, 16), firstResponseAt: at(23, 10) },
      { ...quote, name: "Waiting", createdAt: at(19, 9) },
    ]);
  });

  it("gives median and p90 in business hours per list and owner, and counts untouched leads", async () => {
    const insights = await loadResponseTimes(database.db, at(23, 12));
    const quotesRow = insights.perKind.find((row) => row.kind === "quotes");
    expect(quotesRow?.windows[4]).toEqual({ count: 5, median: 2, p90: 10 });
    expect(quotesRow?.untouched).toBe(1);
    expect(insights.owners).toEqual([
      { owner: "Olga", windows: expect.objectContaining({ 4: { count: 3, median: 2, p90: 2 } }) },
      {
        owner: "Unassigned",
        windows: expect.objectContaining({ 4: { count: 2, median: 3, p90: 10 } }),
      },
    ]);
  });

  it("keeps a response of a few minutes in minutes, not rounded down to 0 hours", async () => {
    const sixMinutes = new Date(at(16, 9).getTime() + 6 * 60_000);
    await database.db.insert(contactSubmissions).values({
      name: "Quick",
      email: "quick@example.com",
      message: "Hello",
      createdAt: at(16, 9),
      firstResponseAt: sixMinutes,
    });
    const insights = await loadResponseTimes(database.db, at(23, 12));
    const contacts = insights.perKind.find((row) => row.kind === "contacts");
    expect(contacts?.windows[4]).toEqual({ count: 1, median: 0.1, p90: 0.1 });
  });
});
