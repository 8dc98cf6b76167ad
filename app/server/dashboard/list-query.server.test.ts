import { describe, expect, it } from "vitest";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { demoRequests, jobApplications, quotes, users } from "../db/schema.server";
import { assignFromList, ownersFor } from "./bulk.server";
import { exportLeads } from "./list-csv.server";
import { listLeads, viewCounts } from "./list-query.server";
import { neighbours } from "./neighbours.server";

const admin = { id: "admin-l", email: "ada@example.com", name: "Ada", role: "admin" };
const hr = { id: "hr-l", email: "hal@example.com", name: "Hal", role: "hr" };
const plain = { id: "user-l", email: "ura@example.com", name: "Ura", role: "user" };
// 10:00 in Chicago (16:00 UTC) on Tuesday 2026-11-24.
const now = new Date("2026-11-24T16:00:00Z");
const context = { viewerId: admin.id, now };

describe(`lead lists: views, search, sort, CSV, bulk assign (${engine})`, () => {
  const ids: Record<string, string> = {};
  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values([admin, hr, plain].map((u) => ({ ...u, emailVerified: true })));
    const quote = (name: string, extra: Partial<typeof quotes.$inferInsert> = {}) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      industry: "Other",
      description: "A project",
      createdAt: new Date(now.getTime() - name.length * 60_000),
      ...extra,
    });
    const rows = await db
      .insert(quotes)
      .values([
        quote("Mine", { ownerId: admin.id }),
        // All-day, yesterday (Chicago): overdue. All-day today: due today, not overdue.
        quote("Yesterday", { followUpAt: new Date("2026-11-23T06:00:00Z") }),
        quote("Today", { followUpAt: new Date("2026-11-24T06:00:00Z") }),
        // Timed: 09:00 today has passed (overdue); 15:00 today is still due today.
        quote("Passed", { followUpAt: new Date("2026-11-24T15:00:00Z"), followUpAllDay: false }),
        quote("Later", { followUpAt: new Date("2026-11-24T21:00:00Z"), followUpAllDay: false }),
        quote("Tomorrow", { followUpAt: new Date("2026-11-25T06:00:00Z") }),
        quote("Mapper", { description: "We need a GIS platform", outcome: "Maps", ownerId: hr.id }),
      ])
      .returning({ id: quotes.id, name: quotes.name });
    for (const row of rows) ids[row.name] = row.id;
  });

  it("counts each view, with due today and overdue in the site's zone", async () => {
    expect(await viewCounts("quotes", {}, context)).toEqual({
      mine: 1,
      unassigned: 5,
      due: 2,
      overdue: 2,
      all: 7,
    });
    const names = async (view: "due" | "overdue") =>
      (await listLeads("quotes", { view, sort: "name", dir: "asc" }, context)).rows.map(
        (r) => r.name,
      );
    expect(await names("due")).toEqual(["Later", "Today"]);
    expect(await names("overdue")).toEqual(["Passed", "Yesterday"]);
    // A day later, Today and Later have passed and Tomorrow is due.
    const nextDay = { ...context, now: new Date("2026-11-25T16:00:00Z") };
    expect(await viewCounts("quotes", {}, nextDay)).toMatchObject({ due: 1, overdue: 4 });
    // The other filters narrow the counts too.
    expect((await viewCounts("quotes", { q: "Mine" }, context)).all).toBe(1);
  });

  it("searches every text field the visitor wrote", async () => {
    const found = await listLeads("quotes", { q: "gis" }, context);
    expect(found.rows.map((r) => r.name)).toEqual(["Mapper"]);
    expect(found.rows[0]?.ownerName).toBe("Hal");
    expect((await listLeads("quotes", { q: "maps" }, context)).total).toBe(1);
    await database.db.insert(demoRequests).values([
      {
        name: "Dee",
        email: "dee@example.com",
        message: "Radar GIS please",
        product: "orion-data-lake",
      },
      { name: "Dan", email: "dan@example.com", product: "helix-api-gateway" },
    ]);
    expect((await listLeads("demos", { q: "radar" }, context)).total).toBe(1);
    expect((await listLeads("demos", { q: "helix" }, context)).total).toBe(1);
    expect((await listLeads("demos", { product: "orion-data-lake" }, context)).total).toBe(1);
    await database.db.insert(jobApplications).values({
      name: "Cy",
      email: "cy@example.com",
      message: "I love GIS",
    });
    expect((await listLeads("applications", { q: "GIS" }, context)).total).toBe(1);
  });

  it("sorts by owner and follow-up, unowned and unscheduled last", async () => {
    const byOwner = await listLeads("quotes", { sort: "owner", dir: "asc" }, context);
    expect(byOwner.rows.slice(0, 2).map((r) => r.ownerName)).toEqual(["Ada", "Hal"]);
    const byFollowUp = await listLeads("quotes", { sort: "followUp", dir: "asc" }, context);
    expect(byFollowUp.rows[0]?.name).toBe("Yesterday");
    expect(byFollowUp.rows.at(-1)?.followUpAt).toBeNull();
  });

  it("exports the view with word headers, owner and follow-up", async () => {
    const csv = await exportLeads("quotes", { view: "overdue", sort: "name", dir: "asc" }, context);
    const [header, ...lines] = csv.trimEnd().split("\r\n");
    expect(header).toBe(
      "ID,Created,Name,Email,Status,Owner,Follow-up,Company,Industry,Project Description,Desired Outcome,Timeline,First response",
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(
      ",Passed,passed@example.com,New,Unassigned,2026-11-24T15:00:00.000Z,",
    );
    expect(lines[1]).toContain(",Yesterday,yesterday@example.com,New,Unassigned,2026-11-23,");
    const demos = await exportLeads("demos", { product: "orion-data-lake" }, context);
    expect(demos.split("\r\n")[0]).toContain("Company,Product,Message");
    // Staff read the product by its name, as the site shows it.
    expect(demos.split("\r\n")[1]).toContain("Orion Data Lake");
  });

  it("bulk assigns to staff who may own the list, and refuses anyone else", async () => {
    expect((await ownersFor("quotes")).map((o) => o.name)).toEqual(["Ada"]);
    expect((await ownersFor("applications")).map((o) => o.name)).toEqual(["Ada", "Hal"]);
    const form = (owner: string, ...rows: string[]) => {
      const data = new FormData();
      data.set("intent", "assign");
      data.set("owner", owner);
      for (const id of rows) data.append("ids", id);
      return data;
    };
    const chosen = [ids.Today ?? "", ids.Later ?? ""];
    const done = await assignFromList("quotes", admin, form(admin.id, ...chosen));
    expect(done).toMatchObject({ ok: true, toast: { title: "Assigned 2 records." } });
    expect((await viewCounts("quotes", {}, context)).mine).toBe(3);
    // HR may not own quotes; a plain user owns nothing; bad ids and no selection change nothing.
    for (const bad of [
      form(hr.id, ...chosen),
      form(plain.id, ...chosen),
      form(admin.id, "not-an-id"),
      form(admin.id),
      form("", ...chosen),
    ]) {
      expect(await assignFromList("quotes", admin, bad)).toMatchObject({ ok: false, status: 400 });
    }
    const back = await assignFromList("quotes", admin, form("unassigned", ...chosen));
    expect(back).toMatchObject({ ok: true, toast: { title: "Unassigned 2 records." } });
    expect((await viewCounts("quotes", {}, context)).mine).toBe(1);
  });

  it("finds a record's neighbours in the list's view and sort", async () => {
    const back = new URLSearchParams({ back: "view=overdue&sort=name&dir=asc" });
    const first = await neighbours("quotes", ids.Passed ?? "", back, context);
    expect(first).toMatchObject({ prev: null, next: ids.Yesterday });
    expect(first.nextHref).toBe(
      `/admin/leads/quotes/${ids.Yesterday}?back=view%3Doverdue%26sort%3Dname%26dir%3Dasc`,
    );
    const last = await neighbours("quotes", ids.Yesterday ?? "", back, context);
    expect(last).toMatchObject({ prev: ids.Passed, next: null });
    // Not a record at all: none.
    expect((await neighbours("quotes", "nope", back, context)).next).toBeNull();
  });

  it("keeps a record's place in the walk after it leaves the view", async () => {
    const back = new URLSearchParams({ back: "view=overdue&sort=name&dir=asc" });
    // "Passed" and "Yesterday" are overdue; "Today" is not, and would sort between them.
    const between = await neighbours("quotes", ids.Today ?? "", back, context);
    expect(between).toMatchObject({ prev: ids.Passed, next: ids.Yesterday });
    expect(between.nextHref).toContain("view%3Doverdue");
    // Opened without a list (every record, newest first): the whole list is the walk.
    const all = await neighbours("quotes", ids.Today ?? "", "", context);
    expect(all.prev).not.toBeNull();
    expect(all.next).not.toBeNull();
  });
});
