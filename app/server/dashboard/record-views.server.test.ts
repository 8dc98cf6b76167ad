import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { leadViews, quotes, users } from "../db/schema.server";
import { listLeads } from "./list-query.server";
import { markRecordOpened, openedLeads } from "./record-views.server";

describe(`records opened by staff (${engine})`, () => {
  let ids: string[] = [];
  const staff = [
    { id: "rv-a", email: "a@example.com", name: "Ana", role: "admin", emailVerified: true },
    { id: "rv-b", email: "b@example.com", name: "Ben", role: "admin", emailVerified: true },
  ];
  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values(staff);
    ids = (
      await db
        .insert(quotes)
        .values(
          ["Opened", "Untouched"].map((name) => ({
            name,
            email: `${name.toLowerCase()}@example.com`,
            industry: "Other",
            description: "A project",
          })),
        )
        .returning({ id: quotes.id, name: quotes.name })
    )
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => row.id);
  });

  it("marks a record opened by anyone on staff, once per person however often", async () => {
    const [opened = "", untouched = ""] = ids;
    expect(await openedLeads("quotes", ids)).toEqual(new Set());
    await markRecordOpened("rv-a", "quotes", opened);
    await markRecordOpened("rv-a", "quotes", opened);
    await markRecordOpened("rv-b", "quotes", opened);
    expect(await openedLeads("quotes", ids)).toEqual(new Set([opened]));
    expect(await openedLeads("contacts", ids)).toEqual(new Set());
    expect(await database.db.select().from(leadViews)).toHaveLength(2);
    const rows = (await listLeads("quotes", { sort: "name", dir: "asc" }, {}, database.db)).rows;
    expect(rows.map((row) => [row.name, row.opened])).toEqual([
      ["Opened", true],
      ["Untouched", false],
    ]);
    expect(untouched).not.toBe(opened);
  });

  it("forgets an account's openings with the account", async () => {
    await database.db.delete(users).where(eq(users.id, "rv-b"));
    expect(await database.db.select().from(leadViews)).toHaveLength(1);
  });
});
