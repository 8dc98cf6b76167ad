import { describe, expect, it } from "vitest";
import { addBookableStaff } from "../../../tests/support/booking";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import type { SessionUser } from "../auth/session.server";
import { demoRequests, meetings, users } from "../db/schema.server";
import { mondayOf, weekAsked, weekView } from "./week.server";

// The week view of meetings (record 088): which week, whose meetings, which day in whose zone.

const ada = { id: "wk-ada", email: "ada@example.com", name: "Ada Admin", role: "admin" };
const hal = { id: "wk-hal", email: "hal@example.com", name: "Hal HR", role: "hr" };
// Wednesday, June 3, 2026.
const now = new Date("2026-06-03T10:00:00Z");

describe("the week asked for", () => {
  it("is this week by default, the week of any real date, and nothing else", () => {
    expect(mondayOf("2026-06-07")).toBe("2026-06-01"); // a Sunday belongs to the week before
    expect(weekAsked(null, "UTC", now)).toBe("2026-06-01");
    expect(weekAsked("", "UTC", now)).toBe("2026-06-01");
    expect(weekAsked("2026-06-10", "UTC", now)).toBe("2026-06-08");
    // Sunday 23:30 in Auckland is still Sunday there.
    expect(weekAsked(null, "Pacific/Auckland", new Date("2026-06-07T11:30:00Z"))).toBe(
      "2026-06-01",
    );
    for (const bad of ["2026-02-30", "next", "2026-6-1", "2026-06-01T00:00"])
      expect(weekAsked(bad, "UTC", now)).toBeNull();
  });
});

describe(`the week view (${engine})`, () => {
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db.insert(users).values({ ...ada, emailVerified: true, twoFactorEnabled: true });
    await addBookableStaff(db, [hal], { timeZone: "Europe/Berlin" });
    const leads = await db
      .insert(demoRequests)
      .values(["Ian", "Jo", "Kai"].map((name) => ({ name, email: `${name}@example.com` })))
      .returning({ id: demoRequests.id });
    const meeting = (staffId: string, start: string, name: string, status = "booked") => {
      const startsAt = new Date(start);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      return {
        typeId: "demo",
        staffId,
        leadKind: "demos",
        leadId: leads[meetingCount++ % leads.length]?.id ?? "",
        startsAt,
        endsAt,
        heldFrom: startsAt,
        heldUntil: endsAt,
        visitorName: name,
        visitorEmail: `${name}@example.com`,
        visitorTimeZone: "UTC",
        status,
      };
    };
    let meetingCount = 0;
    await db.insert(meetings).values([
      // Sunday 23:30 in Berlin, 21:30 UTC: Hal's Sunday.
      meeting(hal.id, "2026-06-07T21:30:00Z", "Ian"),
      meeting(ada.id, "2026-06-02T15:00:00Z", "Jo"),
      meeting(ada.id, "2026-06-04T15:00:00Z", "Kai", "cancelled"),
    ]);
  });
  const asViewer = (u: typeof ada): SessionUser => u;

  const names = (view: Awaited<ReturnType<typeof weekView>>) =>
    view?.days.flatMap((day) => day.meetings.map((m) => `${day.date} ${m.visitorName}`));

  it("shows staff their own meetings in their zone, whatever person they ask for", async () => {
    const view = await weekView(database.db, asViewer(hal), { week: null, person: ada.id }, now);
    expect(view?.timeZone).toBe("Europe/Berlin");
    expect(view?.everyone).toBe(false);
    expect(view?.people).toEqual([]);
    expect(names(view)).toEqual(["2026-06-07 Ian"]);
    const spaced = (text = "") => text.replace(/\s/g, " ");
    expect(spaced(view?.days[6]?.meetings[0]?.time)).toBe("11:30 PM – 12:00 AM");
    const all = await weekView(database.db, asViewer(ada), { week: null, person: null }, now);
    expect(spaced(all?.days[1]?.meetings[0]?.time)).toBe("3:00 – 3:30 PM");
  });

  it("shows an admin everyone's, or one person's, in UTC without a zone of their own", async () => {
    const all = await weekView(database.db, asViewer(ada), { week: null, person: null }, now);
    expect(all?.timeZone).toBe("UTC");
    expect(all?.person).toBeNull();
    expect(names(all)).toEqual(["2026-06-02 Jo", "2026-06-07 Ian"]); // cancelled left out
    expect(all?.people.map((p) => p.name)).toEqual(["Ada Admin", "Hal HR"]);
    const one = await weekView(database.db, asViewer(ada), { week: null, person: ada.id }, now);
    expect(names(one)).toEqual(["2026-06-02 Jo"]);
    const unknown = await weekView(database.db, asViewer(ada), { week: null, person: "x" }, now);
    expect(unknown?.person).toBeNull();
  });

  it("opens on the week of the next meeting when this week has none, unless a week is asked for", async () => {
    // Wednesday, May 20: nothing that week; Ada's next meeting is on June 2.
    const may = new Date("2026-05-20T10:00:00Z");
    const view = await weekView(database.db, asViewer(ada), { week: null, person: ada.id }, may);
    expect(view).toMatchObject({
      monday: "2026-06-01",
      movedToNext: true,
      askedMonday: "2026-05-18",
    });
    expect(names(view)).toEqual(["2026-06-02 Jo"]);
    const asked = await weekView(
      database.db,
      asViewer(ada),
      { week: "2026-05-18", person: ada.id },
      may,
    );
    expect(asked).toMatchObject({ monday: "2026-05-18", movedToNext: false, total: 0 });
    // Nothing ahead at all: this week it stays.
    const later = new Date("2026-07-01T10:00:00Z");
    const none = await weekView(database.db, asViewer(ada), { week: null, person: null }, later);
    expect(none).toMatchObject({ monday: "2026-06-29", movedToNext: false, total: 0 });
  });

  it("moves by weeks and refuses a week that is no date", async () => {
    const next = await weekView(database.db, asViewer(ada), { week: "2026-06-09", person: null });
    expect(next).toMatchObject({ monday: "2026-06-08", previous: "2026-06-01", total: 0 });
    expect(next?.title).toBe("Week of June 8, 2026");
    expect(await weekView(database.db, asViewer(ada), { week: "soon", person: null })).toBeNull();
  });
});
