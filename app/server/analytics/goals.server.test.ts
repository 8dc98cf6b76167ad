import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { goalProgress, monthRange, monthsFrom, paceText } from "~/lib/analytics-goal";
import { zonedInstant } from "~/lib/zoned-time";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { analyticsGoals, auditLog, contactSubmissions, quotes, users } from "../db/schema.server";
import { describeDetail, describeSubject } from "../privacy/audit-describe.server";
import { loadGoal, monthProgress, saveGoal } from "./goals.server";

describe("a month's lead goal in figures", () => {
  it("knows the month's days, and the pace a goal needs", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthsFrom("2026-11", 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
    // Day 10 of 30: 10 of 30 expected; 5 so far, 25 to go over the 21 days left (today's too).
    const behind = goalProgress("2026-11", "2026-11-10", 5, 30);
    expect(behind).toMatchObject({ days: 30, daysGone: 10, expectedByNow: 10, remaining: 25 });
    expect(paceText(behind)).toBe(
      "Behind pace (10 expected by today). 25 more needed: about 1.2 a day.",
    );
    expect(paceText(goalProgress("2026-11", "2026-11-10", 12, 30))).toBe(
      "On pace (10 expected by today). 18 more needed: about 0.9 a day.",
    );
    expect(paceText(goalProgress("2026-11", "2026-11-30", 30, 30))).toBe("Goal reached.");
    expect(paceText(goalProgress("2026-10", "2026-11-02", 3, 30))).toBe(
      "Month over: 27 short of the goal.",
    );
    expect(paceText(goalProgress("2026-11", "2026-11-10", 5, null))).toBe("No goal set.");
  });
});

describe(`saving a lead goal (${engine})`, () => {
  const actor = { id: "goal-admin", email: "goal-admin@example.com" };
  const database = ownDatabaseForThisFile(({ db }) =>
    db.insert(users).values({ ...actor, name: "Gail", role: "admin" }),
  );

  it("refuses what the form's schema refuses, and changes nothing", async () => {
    const { db } = database;
    for (const [values, field] of [
      [{ month: "2026-11", leads: "" }, "leads"],
      [{ month: "2026-11", leads: "2.5" }, "leads"],
      [{ month: "2026-11", leads: "0" }, "leads"],
      [{ month: "2026-11", leads: "100001" }, "leads"],
      [{ month: "2026-13", leads: "10" }, "month"],
      [{ leads: "10" }, "month"],
    ] as const) {
      const answer = await saveGoal(db, actor, values, null);
      expect(answer.ok).toBe(false);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.fieldErrors ?? {})).toEqual([field]);
    }
    expect(await db.select().from(analyticsGoals)).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("saves a month's goal and audits each change with the value it replaced", async () => {
    const { db } = database;
    expect((await saveGoal(db, actor, { month: "2026-11", leads: "20" }, "10.0.0.1")).ok).toBe(
      true,
    );
    expect((await saveGoal(db, actor, { month: "2026-11", leads: " 25 " }, null)).ok).toBe(true);
    expect(await loadGoal(db, "2026-11")).toBe(25);
    expect(await loadGoal(db, "2026-12")).toBeNull();
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "goal-changed"))
      .orderBy(auditLog.at);
    expect(rows.map((row) => [row.subjectId, row.detail, row.actorId])).toEqual([
      ["2026-11", { from: null, to: 20 }, actor.id],
      ["2026-11", { from: 20, to: 25 }, actor.id],
    ]);
    expect(rows[0]?.ip).toBe("10.0.0.1");
    // The audit log page names the month and the change.
    const names = { users: new Map(), leads: new Map(), content: new Map(), jobs: new Map() };
    expect(describeSubject(names, "goal", "2026-11")).toEqual({
      label: "Lead goal, November 2026",
      href: "/admin/analytics",
    });
    expect(describeDetail(names, "goal-changed", rows[1]?.detail ?? null)).toBe("20 → 25");
  });

  it("counts this month's leads of every kind, in the site's time zone, against the goal", async () => {
    const { db } = database;
    const at = (day: string, time: string) => zonedInstant(day, time, "America/Chicago");
    const lead = { email: "g@example.com", industry: "Other", description: "x" };
    await db.insert(quotes).values([
      { ...lead, name: "In", createdAt: at("2026-11-01", "00:30") },
      { ...lead, name: "In too", createdAt: at("2026-11-09", "23:30") },
      // Still October in Chicago, though November in UTC.
      { ...lead, name: "Before", createdAt: at("2026-10-31", "23:30") },
    ]);
    await db.insert(contactSubmissions).values({
      name: "C",
      email: "c@example.com",
      message: "m",
      createdAt: at("2026-11-05", "12:00"),
    });
    const progress = await monthProgress(db, "2026-11-10");
    expect(progress).toMatchObject({ month: "2026-11", leads: 3, goal: 25, daysGone: 10 });
  });
});
