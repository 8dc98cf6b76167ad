import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { quotes, users } from "../db/schema.server";
import { cachedViewCounts } from "./view-counts.server";

const admin = { id: "admin-v", email: "ada@example.com", name: "Ada", role: "admin" };
// 10:00 in Chicago on Tuesday 2026-11-24; a timed follow-up falls due at 10:30.
const now = new Date("2026-11-24T16:00:00Z");
const dueAt = new Date("2026-11-24T16:30:00Z");

describe(`view counts kept between changes (${engine})`, () => {
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values({ ...admin, emailVerified: true });
    await db.insert(quotes).values([
      { name: "A", email: "a@example.com", industry: "Other", description: "x" },
      {
        name: "B",
        email: "b@example.com",
        industry: "Other",
        description: "x",
        followUpAt: dueAt,
        followUpAllDay: false,
      },
    ]);
  });
  const counts = (at = now) =>
    cachedViewCounts("quotes", {}, { viewerId: admin.id, now: at }, database.db);

  it("counts again after any change to the list, by the app or by hand in SQL", async () => {
    expect(await counts()).toMatchObject({ all: 2, mine: 0, unassigned: 2, due: 1, overdue: 0 });
    await database.db.update(quotes).set({ ownerId: admin.id }).where(eq(quotes.name, "A"));
    expect(await counts()).toMatchObject({ all: 2, mine: 1, unassigned: 1 });
    await database.db.execute(
      sql`insert into quotes (name, email, industry, description) values ('C', 'c@example.com', 'Other', 'x')`,
    );
    expect(await counts()).toMatchObject({ all: 3, unassigned: 2 });
    await database.db.delete(quotes).where(eq(quotes.name, "C"));
    expect(await counts()).toMatchObject({ all: 2 });
  });

  it("counts again when the clock moves a follow-up from due today to overdue", async () => {
    expect(await counts(new Date(dueAt.getTime() - 1000))).toMatchObject({ due: 1, overdue: 0 });
    expect(await counts(new Date(dueAt.getTime() + 1000))).toMatchObject({ due: 0, overdue: 1 });
  });
});
