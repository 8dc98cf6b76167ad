import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedTime } from "~/lib/business-hours";
import { zonedInstant } from "~/lib/zoned-time";
import { createPostgresDatabase } from "../../../tests/support/databases";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { createTestDatabase, engine } from "../../../tests/support/test-database";
import { type Database, openDatabase } from "../db/client.server";
import {
  analyticsEvents,
  analyticsGoals,
  contactSubmissions,
  emailOutbox,
  quotes,
  users,
  weeklyReportSends,
} from "../db/schema.server";
import { changeWeeklyReport } from "./report-opt-out.server";
import { lastWeek, sendTestWeeklyReport, sendWeeklyReports } from "./weekly-report.server";

const tz = "America/Chicago";
/** Chicago wall-clock time on a day of November 2026 (the 23rd is a Monday). */
const chicago = (day: number, hour: number) => zonedTime({ year: 2026, month: 11, day }, hour, tz);

/**
 * Two clients of one database, as two instances have: two pools on PostgreSQL; on PGlite, which
 * one process owns, the same client (its calls still interleave).
 */
async function twoClients(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  if (engine === "pglite") {
    const only = await createTestDatabase();
    return { first: only, second: only, close: () => only.close() };
  }
  const scratch = await createPostgresDatabase();
  const first = openDatabase({ url: scratch.url });
  await first.migrate();
  const second = openDatabase({ url: scratch.url });
  return {
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await scratch.drop();
    },
  };
}

describe(`weekly analytics report (${engine})`, () => {
  let clients: Awaited<ReturnType<typeof twoClients>>;
  const dataDir = temporaryDirectoryForThisFile("weekly-report-");
  const person = (id: string, role: string, extra = {}) => ({
    id,
    email: `${id}@example.com`,
    name: id,
    role,
    emailVerified: true,
    ...extra,
  });
  beforeAll(async () => {
    clients = await twoClients();
    const { db } = clients.first;
    await db
      .insert(users)
      .values([
        person("admin-a", "admin"),
        person("admin-b", "admin"),
        person("admin-off", "admin"),
        person("admin-banned", "admin", { banned: true }),
        person("hr-w", "hr"),
      ]);
    // Last week (Nov 16–22): three visitors, four page views from a campaign; the week before,
    // one visitor with two views straight to /about.
    const view = (day: string, visitorKey: string, path: string, campaign: string | null) => ({
      at: zonedInstant(day, "10:00", tz),
      day,
      path,
      utmSource: campaign ? "newsletter" : null,
      utmCampaign: campaign,
      device: "desktop",
      visitorKey,
    });
    await db.insert(analyticsEvents).values([
      view("2026-11-17", "v1", "/products", "fall"),
      {
        ...view("2026-11-17", "v1", "/about", "fall"),
        at: zonedInstant("2026-11-17", "10:05", tz),
      },
      view("2026-11-18", "v2", "/products", "fall"),
      // v2 sent a lead: one converting visitor of three.
      {
        ...view("2026-11-18", "v2", "/api/quotes", null),
        views: 0,
        leads: 1,
        at: zonedInstant("2026-11-18", "10:03", tz),
      },
      view("2026-11-22", "v3", "/products", null),
      view("2026-11-10", "v4", "/about", null),
      {
        ...view("2026-11-10", "v4", "/about", null),
        views: 1,
        at: zonedInstant("2026-11-10", "10:01", tz),
      },
    ]);
    const lead = { email: "l@example.com", industry: "Other", description: "x" };
    await db.insert(quotes).values([
      {
        ...lead,
        name: "Q1",
        createdAt: zonedInstant("2026-11-17", "11:00", tz),
        status: "Converted",
      },
      { ...lead, name: "Q2", createdAt: zonedInstant("2026-11-20", "11:00", tz) },
    ]);
    await db.insert(contactSubmissions).values({
      name: "C",
      email: "c@example.com",
      message: "m",
      createdAt: zonedInstant("2026-11-12", "9:00", tz),
    });
    await db.insert(analyticsGoals).values({ month: "2026-11", leads: 10 });
  });
  afterAll(() => clients.close());

  it("goes out on Mondays from the digest hour only", async () => {
    const { db } = clients.first;
    expect(await sendWeeklyReports(db, chicago(23, 7))).toBe(0);
    expect(await sendWeeklyReports(db, chicago(22, 9))).toBe(0);
    expect(await db.select().from(weeklyReportSends)).toEqual([]);
  });

  it("reaches each admin who has it on once, from two instances at once, with the week's figures", async () => {
    const { first, second } = clients;
    expect((await changeWeeklyReport(first.db, "admin-off", { weeklyReport: "off" })).ok).toBe(
      true,
    );
    expect((await changeWeeklyReport(first.db, "admin-off", { weeklyReport: "maybe" })).ok).toBe(
      false,
    );
    const now = chicago(23, 8);
    const runs = await Promise.all([
      sendWeeklyReports(first.db, now),
      sendWeeklyReports(second.db, now),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await sendWeeklyReports(second.db, chicago(23, 15))).toBe(0);
    const sends = await first.db.select().from(weeklyReportSends);
    expect(sends.map((s) => [s.userId, s.week]).sort()).toEqual([
      ["admin-a", "2026-11-23"],
      ["admin-b", "2026-11-23"],
    ]);
    expect(await first.db.select().from(emailOutbox)).toHaveLength(2);

    const { received } = await deliverOutbox(first.db, dataDir, { limit: 10 });
    expect(received.map((mail) => mail.to).sort()).toEqual([
      "admin-a@example.com",
      "admin-b@example.com",
    ]);
    const mail = received[0];
    expect(mail?.subject).toBe("Weekly analytics: 16 Nov – 22 Nov");
    expect(mail?.raw).toMatch(/List-Unsubscribe: <http[^>]+\/admin\/analytics#weekly-report>/);
    const lines = mail?.text.split(/\r?\n/) ?? [];
    for (const line of [
      "Visitors: 3 (+200%)",
      "Page views: 4 (+100%)",
      "Visits: 3 (+200%)",
      "Leads: 2 (+100%)",
      "  Quote Requests: 2 (new)",
      "  Contact Messages: 0 (−100%)",
      "Won: 1 (new)",
      "Conversion: 33% (new)",
      "Goal: November 2026: 3 of 10 leads (30%). Behind pace (8 expected by today). 7 more needed: about 0.9 a day.",
      "- /products: 3",
      "- fall: 2",
    ])
      expect(lines).toContain(line);
    expect(mail?.text).toMatch(
      /turn the weekly report off: http\S+\/admin\/analytics#weekly-report/,
    );
    expect(mail?.html).toContain("turn the weekly report off</a>");
  });

  it("reaches the admin again the week after they turn it back on", async () => {
    const { db } = clients.first;
    await changeWeeklyReport(db, "admin-off", { weeklyReport: "on" });
    expect(await sendWeeklyReports(db, chicago(30, 9))).toBe(3);
  });

  it("sends a test of last week's report to the one who asks, without claiming the week", async () => {
    expect(lastWeek("2026-11-25")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastWeek("2026-11-23")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastWeek("2026-11-22")).toEqual({ from: "2026-11-09", to: "2026-11-15" });
    const { db } = clients.first;
    const claims = (await db.select().from(weeklyReportSends)).length;
    const before = new Set((await db.select().from(emailOutbox)).map((row) => row.id));
    const answer = await sendTestWeeklyReport(
      db,
      { email: "admin-off@example.com" },
      chicago(25, 9),
    );
    expect(answer.ok).toBe(true);
    const queued = await db.select().from(emailOutbox);
    const test = queued.filter((row) => !before.has(row.id));
    expect(test.map((row) => row.to)).toEqual(["admin-off@example.com"]);
    expect(test.map((row) => row.subject)).toEqual(["Weekly analytics: 16 Nov – 22 Nov"]);
    expect(test[0]?.text).toContain("Conversion: 33% (new)");
    expect(await db.select().from(weeklyReportSends)).toHaveLength(claims);
  });
});
