import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { rowsOf } from "../db/rows.server";
import { analyticsDaily, analyticsEvents, analyticsSalts } from "../db/schema.server";
import { hitOf, leadHitOf, pageViewOf } from "./page-view.server";
import { createPageViewRecorder } from "./recorder.server";
import { rollUpAndPrune, rollUpDay, siteDay } from "./rollup.server";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const html = { status: 200, contentType: "text/html; charset=utf-8" };

function get(url: string, headers: Record<string, string> = {}) {
  return new Request(`https://brazos.example${url}`, {
    headers: { "user-agent": CHROME, ...headers },
  });
}

describe("which requests are page views", () => {
  it("counts pages with their source, and leaves out what is not a visit", () => {
    const view = pageViewOf(
      get("/about?utm_source=news&utm_campaign=fall", { referer: "https://www.google.com/q" }),
      html,
      "203.0.113.9",
    );
    expect(view).toMatchObject({
      path: "/about",
      referrerHost: "www.google.com",
      utmSource: "news",
      utmCampaign: "fall",
      utmMedium: null,
      device: "desktop",
    });
    expect(pageViewOf(get("/", { "user-agent": IPHONE }), html, "ip")?.device).toBe("mobile");
    expect(pageViewOf(get("/", { "user-agent": "Googlebot/2.1" }), html, "ip")).toBeNull();
    expect(pageViewOf(get("/", { "sec-purpose": "prefetch" }), html, "ip")).toBeNull();
    expect(
      pageViewOf(get("/robots.txt"), { status: 200, contentType: "text/plain" }, "ip"),
    ).toBeNull();
    expect(pageViewOf(get("/admin/quotes"), html, "ip")).toBeNull();
    expect(pageViewOf(get("/nowhere"), { ...html, status: 404 }, "ip")).toBeNull();
    expect(pageViewOf(get("/", { "sec-gpc": "1" }), html, "ip")?.visitorInput).toBeNull();
    expect(pageViewOf(get("/", { dnt: "1" }), html, "ip")?.visitorInput).toBeNull();
  });

  it("counts a .data request that navigates, not one that revalidates the page it is on", () => {
    const data = { status: 200, contentType: "text/x-script" };
    const from = (path: string) => ({ referer: `https://brazos.example${path}` });
    expect(pageViewOf(get("/about.data", from("/")), data, "ip")?.path).toBe("/about");
    expect(pageViewOf(get("/_.data", from("/about")), data, "ip")?.path).toBe("/");
    expect(pageViewOf(get("/about.data", from("/about")), data, "ip")).toBeNull();
    expect(pageViewOf(get("/about.data"), data, "ip")).toBeNull();
    expect(pageViewOf(get("/about.data", from("/")), data, "ip")?.referrerHost).toBeNull();
  });
});

describe(`recording and rolling up page views (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
  });

  const visit = (path: string, ip: string, at: Date, headers: Record<string, string> = {}) =>
    hitOf(get(path, headers), html, ip, at.getTime());

  it("writes views in a batch with a daily-salted key, and rolls them into visits", async () => {
    const recorder = createPageViewRecorder(database.db, 60_000);
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() - n * 60_000);
    const views = [
      visit("/?utm_source=news&utm_campaign=fall", "198.51.100.1", minutes(50)),
      visit("/about", "198.51.100.1", minutes(45)),
      visit("/contact", "198.51.100.2", minutes(40), { referer: "https://www.bing.com/" }),
      visit("/contact", "198.51.100.3", minutes(30), { "sec-gpc": "1" }),
    ];
    for (const view of views) if (view) recorder.add(view);
    expect(await recorder.flush()).toBe(4);
    await recorder.stop();
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.filter((row) => row.visitorKey).length).toBe(3);
    expect(new Set(rows.map((row) => row.visitorKey)).size).toBe(3);
    const [salt] = await database.db.select().from(analyticsSalts);
    expect(salt?.day).toBe(siteDay());

    // Twice, as two instances would: the figures are the same.
    await rollUpDay(database.db, siteDay());
    await rollUpDay(database.db, siteDay());
    const daily = await database.db.select().from(analyticsDaily);
    const row = (dimension: string, value: string) =>
      daily.find((r) => r.dimension === dimension && r.value === value);
    expect(row("total", "")).toMatchObject({ pageViews: 4, visitors: 2, visits: 2, bounces: 1 });
    expect(row("total", "")?.visitSeconds).toBe(300);
    expect(row("entry", "/")).toMatchObject({ visits: 1, visitors: 1, bounces: 0, pageViews: 2 });
    expect(row("page", "/contact")).toMatchObject({ pageViews: 2, visitors: 1 });
    expect(row("campaign", "fall")).toMatchObject({ pageViews: 1, visits: 1 });
    expect(row("referrer", "www.bing.com")).toMatchObject({ visits: 1, bounces: 1 });
  });

  it("writes identical views of one batch as one row with their count", async () => {
    const recorder = createPageViewRecorder(database.db, 60_000);
    for (let i = 0; i < 50; i++) {
      const view = visit("/?utm_campaign=flood", "198.51.100.9", new Date());
      if (view) recorder.add(view);
    }
    expect(await recorder.flush()).toBe(50);
    await recorder.stop();
    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.map((row) => row.views)).toEqual([50]);
    await rollUpDay(database.db, siteDay());
    const [total] = await database.db.select().from(analyticsDaily).where(sql`dimension = 'total'`);
    expect(total).toMatchObject({ pageViews: 50, visitors: 1, visits: 1, bounces: 0 });
  });

  it("counts a lead as its sender's visitor converting, whatever leads they send", async () => {
    const recorder = createPageViewRecorder(database.db, 60_000);
    const now = new Date();
    const earlier = new Date(now.getTime() - 60_000);
    for (const ip of ["198.51.100.20", "198.51.100.21"]) {
      const hit = visit("/contact?utm_campaign=winter", ip, earlier);
      if (hit) recorder.add(hit);
    }
    // The first visitor sends three leads; the second none.
    for (let i = 0; i < 3; i++)
      recorder.add(leadHitOf(get("/contact", { "user-agent": CHROME }), "198.51.100.20"));
    await recorder.stop();
    const rows = await database.db.select().from(analyticsEvents);
    const lead = rows.find((row) => row.leads > 0);
    expect(lead).toMatchObject({ views: 0, leads: 3, path: "/contact" });
    const viewOfSender = rows.find((row) => row.views > 0 && row.visitorKey === lead?.visitorKey);
    expect(viewOfSender).toBeDefined();
    await rollUpDay(database.db, siteDay());
    const daily = await database.db.select().from(analyticsDaily);
    const row = (dimension: string, value: string) =>
      daily.find((r) => r.dimension === dimension && r.value === value);
    expect(row("total", "")).toMatchObject({ pageViews: 2, visitors: 2, visits: 2, converted: 1 });
    expect(row("campaign", "winter")).toMatchObject({ visitors: 2, converted: 1 });
    expect(row("entry", "/contact")).toMatchObject({ visits: 2, converted: 1 });
  });

  it("two instances count into the same figures once, rolling up at the same time", async () => {
    const [first, second] = [1, 2].map(() => createPageViewRecorder(database.db, 60_000));
    const at = new Date();
    for (let i = 0; i < 30; i++) {
      const hit = visit(`/page-${i % 3}`, `198.51.100.${i}`, at);
      if (hit) (i % 2 ? first : second)?.add(hit);
    }
    const written = await Promise.all([first?.flush(), second?.flush()]);
    expect(written).toEqual([15, 15]);
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([rollUpDay(database.db, siteDay()), rollUpDay(database.db, siteDay())]);
    const [total] = await database.db.select().from(analyticsDaily).where(sql`dimension = 'total'`);
    expect(total).toMatchObject({ pageViews: 30, visitors: 30, visits: 30, bounces: 30 });
  });

  it("drops views after 30 days and past days' salts, keeping the daily figures", async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const oldDay = siteDay(old);
    await database.db
      .insert(analyticsEvents)
      .values({ at: old, day: oldDay, path: "/", device: "desktop" });
    await database.db.insert(analyticsSalts).values({ day: oldDay, salt: "old" });
    const done = await rollUpAndPrune(database.db);
    expect(done.days).toContain(oldDay);
    expect(done.prunedEvents).toBe(1);
    const salts = await database.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).not.toContain(oldDay);
    expect(salts.every((salt) => salt.day === siteDay())).toBe(true);
    const totals = await database.db.execute(
      sql`select page_views from analytics_daily where dimension = 'total' and day = ${oldDay}::date`,
    );
    expect(rowsOf<unknown>(totals)).toEqual([{ page_views: 1 }]);
  });
});
