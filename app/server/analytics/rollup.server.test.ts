import { asc, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { analyticsDaily, analyticsEvents } from "../db/schema.server";
import { foldDay, rollUpDay, rollUpPending } from "./rollup.server";

const DAY = "2026-03-10";
const start = Date.parse("2026-03-10T08:00:00Z");

/** A fixed stream of views in the order they are written, many out of the order they were made. */
function views(count: number) {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(seed / 65_536) % n;
  };
  return Array.from({ length: count }, () => {
    const visitor = next(12);
    return {
      // Up to six hours, so one visitor's views fall into several visits (the 30-minute gap).
      at: new Date(start + next(360) * 60_000 + next(60) * 1000),
      day: DAY,
      path: `/page-${next(5)}`,
      referrerHost: next(3) === 0 ? `ref-${next(2)}.example` : null,
      utmSource: next(4) === 0 ? `src-${next(2)}` : null,
      utmCampaign: next(5) === 0 ? "fall" : null,
      device: next(2) ? "desktop" : "mobile",
      // Visitor 11 asked not to be tracked: page views only.
      visitorKey: visitor === 11 ? null : `visitor-${visitor}`,
      views: 1 + next(3),
    };
  });
}

describe(`rolling up page views in steps (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
  });

  const figures = () =>
    database.db
      .select()
      .from(analyticsDaily)
      .orderBy(asc(analyticsDaily.dimension), asc(analyticsDaily.value));

  it("gives the same figures as one roll-up at the end, whatever arrives between them", async () => {
    const stream = views(240);
    for (const size of [1, 2, 5, 12, 20, 40, 60, 100]) {
      const batch = stream.splice(0, size);
      await database.db.insert(analyticsEvents).values(batch);
      await rollUpDay(database.db, DAY);
    }
    await rollUpDay(database.db, DAY); // nothing new: nothing changes
    const inSteps = await figures();

    await database.db.execute(sql`update analytics_events set rolled_up = false`);
    await database.db.delete(analyticsDaily);
    await rollUpDay(database.db, DAY);
    const atOnce = await figures();

    expect(inSteps).toEqual(atOnce);
    const total = atOnce.find((row) => row.dimension === "total");
    expect(total?.pageViews).toBeGreaterThan(240);
    expect(total?.visitors).toBe(11);
    expect(total?.visits).toBeGreaterThan(11);
    expect(atOnce.some((row) => row.dimension === "entry")).toBe(true);
  });

  it("takes a late view that starts a visit earlier off the entry page it had", async () => {
    const view = (minute: number, path: string) => ({
      at: new Date(start + minute * 60_000),
      day: DAY,
      path,
      device: "desktop",
      visitorKey: "late",
    });
    await database.db.insert(analyticsEvents).values([view(10, "/b"), view(20, "/c")]);
    expect(await rollUpPending(database.db)).toEqual([DAY]);
    await database.db.insert(analyticsEvents).values(view(0, "/a"));
    expect(await rollUpPending(database.db)).toEqual([DAY]);
    expect(await rollUpPending(database.db)).toEqual([]);
    const rows = await figures();
    expect(rows.filter((row) => row.dimension === "entry")).toEqual([
      {
        day: DAY,
        dimension: "entry",
        value: "/a",
        pageViews: 3,
        visitors: 1,
        visits: 1,
        bounces: 0,
        visitSeconds: 1200,
        converted: 0,
      },
    ]);
    expect(rows.find((row) => row.dimension === "total")).toMatchObject({
      pageViews: 3,
      visitors: 1,
      visits: 1,
      visitSeconds: 1200,
    });
  });

  it("adds a folded value's negative change to (other), never showing it below zero", async () => {
    // /x was folded into (other) on a busy day; a late view then moved a visit's entry off it.
    const row = (value: string, visits: number) => ({
      day: DAY,
      dimension: "entry",
      value,
      pageViews: Math.max(visits, 0),
      visitors: visits,
      visits,
    });
    await database.db
      .insert(analyticsDaily)
      .values([row("(other)", 5), row("/y", 3), row("/x", -1), row("/z", 1)]);
    await foldDay(database.db, DAY);
    const rows = await figures();
    expect(rows.map((r) => [r.value, r.visits])).toEqual([
      ["(other)", 4],
      ["/y", 3],
      ["/z", 1],
    ]);
  });
});
