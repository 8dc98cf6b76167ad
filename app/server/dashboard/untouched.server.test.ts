import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { contactSubmissions, quotes, users } from "../db/schema.server";
import { defaultSettings, saveWorkspaceSettings } from "../workspace/workspace-settings.server";
import { listLeads } from "./list-query.server";
import { loadLeadList } from "./lists.server";

/** A moment in Chicago (UTC-6 in November) on a day of November 2026. */
const chicago = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour + 6));
// Tuesday 2026-11-24, 10:00 in Chicago. Default hours: Monday to Friday 9–17, untouched after 4.
const tuesday10 = chicago(24, 10);

describe(`untouched leads in the lists (${engine})`, () => {
  const quote = (name: string, extra: Partial<typeof quotes.$inferInsert>) => ({
    name,
    email: `${name.toLowerCase().replace(/\W+/g, "")}@example.com`,
    industry: "Other",
    description: "A project",
    ...extra,
  });
  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(quotes).values([
      // Monday 09:00: 8 business hours on Monday and 1 on Tuesday by 10:00.
      quote("Monday Morning", { createdAt: chicago(23, 9) }),
      // The same, but someone answered it.
      quote("Answered", { createdAt: chicago(23, 9), firstResponseAt: chicago(23, 11) }),
      // Monday 16:00: 1 hour on Monday and 1 on Tuesday by 10:00; 4 by noon.
      quote("Late Monday", { createdAt: chicago(23, 16) }),
      // Saturday: the weekend does not count; 8 on Monday and 1 on Tuesday.
      quote("Weekend", { createdAt: chicago(21, 11) }),
      // Tuesday 09:00: one business hour.
      quote("Fresh", { createdAt: chicago(24, 9) }),
    ]);
    await db.insert(contactSubmissions).values({
      name: "Old Contact",
      email: "old@example.com",
      message: "hello",
      createdAt: chicago(20, 9),
    });
  });

  const untouched = async (now: Date) =>
    (await listLeads("quotes", { sort: "name", dir: "asc" }, { now }, database.db)).rows
      .filter((row) => row.untouched)
      .map((row) => row.name);

  it("flags leads with no first response after the limit in business hours", async () => {
    expect(await untouched(tuesday10)).toEqual(["Monday Morning", "Weekend"]);
    const contacts = await listLeads("contacts", {}, { now: tuesday10 }, database.db);
    expect(contacts.rows.map((row) => [row.name, row.untouched])).toEqual([["Old Contact", true]]);
  });

  it("counts only business hours as the clock moves", async () => {
    // Tuesday 11:59: Late Monday has waited 1 + 2.98 hours, still under four.
    expect(await untouched(new Date(chicago(24, 12).getTime() - 60_000))).toEqual([
      "Monday Morning",
      "Weekend",
    ]);
    // Tuesday noon: 1 + 3 = 4 business hours.
    expect(await untouched(chicago(24, 12))).toEqual(["Late Monday", "Monday Morning", "Weekend"]);
    // Monday 08:00, before the day's hours: nothing has waited any business time yet.
    expect(await untouched(chicago(23, 8))).toEqual([]);
  });

  it("follows the workspace settings", async () => {
    await saveWorkspaceSettings({ ...defaultSettings, untouchedAfterHours: 1 }, database.db);
    expect(await untouched(tuesday10)).toEqual([
      "Fresh",
      "Late Monday",
      "Monday Morning",
      "Weekend",
    ]);
    // Tuesday counted as a day off: Monday's 9:00 lead has 8 hours, Late Monday only 1.
    await saveWorkspaceSettings(
      { ...defaultSettings, businessDays: [1, 3, 4, 5], untouchedAfterHours: 2 },
      database.db,
    );
    expect(await untouched(tuesday10)).toEqual(["Monday Morning", "Weekend"]);
    await saveWorkspaceSettings(defaultSettings, database.db);
  });

  it("reaches the list page a staff member loads", async () => {
    const viewer = { id: "viewer-u", email: "v@example.com", name: "V", role: "admin" };
    await database.db.insert(users).values({ ...viewer, emailVerified: true });
    // The real clock: a contact from Friday 2026-11-20 09:00 has waited far past four hours.
    const loaded = await loadLeadList("contacts", viewer, new URLSearchParams());
    expect(loaded.ok && loaded.value.rows.map((row) => [row.name, row.untouched])).toEqual([
      ["Old Contact", true],
    ]);
  });
});
