// Analytics stays small whatever visitors send, and keeps no secret (record 096). Before: 20,000
// made-up referrers or campaigns made /admin/analytics 14.9 MB; any query string skipped the
// page cache; a booking link's page was shared for 300 s and its token kept as a page 30 days.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { OTHER_VALUE, TOP_VALUES } from "~/lib/analytics";
import { countablePath } from "~/lib/secret-links";
import { hitOf, pageViewOf } from "~/server/analytics/page-view.server";
import { createPageViewRecorder } from "~/server/analytics/recorder.server";
import { analyticsReport } from "~/server/analytics/report.server";
import { rollUpDay } from "~/server/analytics/rollup.server";
import { analyticsDaily, analyticsEvents } from "~/server/db/schema.server";
import { anonymousCacheControl, cacheControlFor, cacheKey } from "../../host/page-cache";
import { engine, ownDatabaseForThisFile } from "../support/test-database";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const html = { status: 200, contentType: "text/html; charset=utf-8" };
const get = (path: string) =>
  new Request(`https://brazos.example${path}`, { headers: { "user-agent": CHROME } });
/** What a route that set no Cache-Control of its own answers. */
const page = () =>
  new Response("<h1>Pick a time</h1>", { headers: { "Content-Type": "text/html" } });

describe("the page cache", () => {
  it("ignores query parameters no page reads, utm_* among them", () => {
    expect(cacheKey(get("/about?utm_source=x1&utm_campaign=y2&gclid=z&a=1"))).toBe("/about");
    expect(cacheKey(get("/insights?page=2&utm_source=x"))).toBe("/insights?page=2");
    expect(cacheKey(get("/careers?apply=abc"))).toBe("/careers?apply=abc");
    expect(cacheKey(get("/__manifest?paths=%2Fapi%2Fquotes&version=d9b1"))).toBe(
      "/__manifest?paths=%2Fapi%2Fquotes&version=d9b1",
    );
    expect(cacheKey(get("/about.data?_routes=root%2Croutes%2Fabout&x=1"))).toBe(
      "/about.data?_routes=root%2Croutes%2Fabout",
    );
    // The analytics capture reads the request's own URL: the campaign is still counted.
    expect(pageViewOf(get("/about?utm_source=x1&utm_campaign=y2"), html, "ip")).toMatchObject({
      path: "/about",
      utmSource: "x1",
      utmCampaign: "y2",
    });
  });

  it("never keeps nor shares a page reached by a secret link", () => {
    for (const path of [
      "/book/abc.def",
      "/book/abc.def.data",
      "/book/manage/abc.def",
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe?token=abc",
      "/reset-password?token=abc",
      "/calendar/feed-abc.ics",
      "/about?preview=abc.def",
      // A client's proposal and its PDF (record 115).
      "/proposals/abcdef",
      "/proposals/abcdef.data",
      "/proposals/abcdef/pdf",
    ]) {
      expect(cacheKey(get(path)), path).toBeNull();
      expect(cacheControlFor(get(path), page()), path).toBe("private, no-store");
      const said = new Response("x", { headers: { "Cache-Control": anonymousCacheControl } });
      expect(cacheControlFor(get(path), said), path).toBe("private, no-store");
    }
    expect(cacheControlFor(get("/about"), page())).toBe(anonymousCacheControl);
    // The public check of a copy is no secret: its path is counted as it is.
    expect(countablePath("/proposals/verify")).toBe("/proposals/verify");
    expect(countablePath("/proposals/abcdef")).toBe("/proposals/:token");
  });
});

describe(`analytics keeps no secret and stays small (${engine})`, () => {
  const database = ownDatabaseForThisFile();
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    await database.db.delete(analyticsDaily);
  });

  it("stores a secret link's page as its route pattern", async () => {
    const recorder = createPageViewRecorder(database.db, 60_000);
    for (const path of ["/book/s3cret.sig", "/book/manage/s3cret.sig", "/book/other.sig"]) {
      const view = pageViewOf(get(path), html, "198.51.100.7");
      expect(view?.path).not.toContain("s3cret");
      const hit = hitOf(get(path), html, "198.51.100.7");
      if (hit) recorder.add(hit);
    }
    await recorder.stop();
    const rows = await database.db.select().from(analyticsEvents);
    // The two booking links of one visitor are one page now, seen twice.
    expect(rows.map((row) => [row.path, row.views]).sort()).toEqual([
      ["/book/:token", 2],
      ["/book/manage/:token", 1],
    ]);
  });

  it("rewrites the token paths stored before (migration 0032)", async () => {
    const day = "2026-03-10";
    const at = new Date("2026-03-10T15:00:00Z");
    await database.db.insert(analyticsEvents).values(
      ["/book/t1.sig", "/book/manage/t2.sig", "/calendar/f3.ics", "/about"].map((path) => ({
        at,
        day,
        path,
        device: "desktop",
        visitorKey: "v",
      })),
    );
    await rollUpDay(database.db, day);
    await database.db
      .insert(analyticsDaily)
      .values({ day, dimension: "page", value: "/book/t9.sig", pageViews: 2, visitors: 1 });
    const migration = readFileSync("drizzle/0032_analytics_bounds.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint"))
      await database.db.execute(sql.raw(statement));
    const stored = [
      ...(await database.db.select().from(analyticsEvents)).map((row) => row.path),
      ...(await database.db.select().from(analyticsDaily)).map((row) => row.value),
    ];
    expect(stored.filter((value) => /t\d\.|f3/.test(value))).toEqual([]);
    const [book] = await database.db
      .select()
      .from(analyticsDaily)
      .where(sql`dimension = 'page' and value = '/book/:token'`);
    expect(book?.pageViews).toBe(3);
  });

  it("keeps each day's first values per dimension and sums the rest as (other)", async () => {
    const distinct = 3 * TOP_VALUES;
    const dayOf = async (day: string, at: Date) => {
      await database.db.insert(analyticsEvents).values(
        Array.from({ length: distinct }, (_, i) => ({
          at,
          day,
          path: "/",
          referrerHost: `ref-${day}-${i}.example`,
          utmSource: `src-${day}-${i}`,
          utmCampaign: `campaign-${day}-${i}`,
          device: "desktop",
          visitorKey: `visitor-${i}`,
        })),
      );
      await rollUpDay(database.db, day);
    };
    await dayOf("2026-03-10", new Date("2026-03-10T15:00:00Z"));
    const rows = await database.db.select().from(analyticsDaily);
    for (const dimension of ["referrer", "source", "campaign"]) {
      const of = rows.filter((row) => row.dimension === dimension);
      expect(of.length, dimension).toBe(TOP_VALUES + 1);
      const sum = of.reduce((total, row) => total + row.visits, 0);
      expect(sum, dimension).toBe(distinct);
      expect(of.find((row) => row.value === OTHER_VALUE)?.visits).toBe(distinct - TOP_VALUES);
    }
    // Another day of made-up values: the page still reads TOP_VALUES of each, and the rest.
    await dayOf("2026-03-11", new Date("2026-03-11T15:00:00Z"));
    const report = await analyticsReport(database.db, { from: "2026-03-10", to: "2026-03-11" });
    for (const table of [report.tables.campaigns, report.tables.referrers, report.tables.sources]) {
      expect(table.length).toBe(TOP_VALUES + 1);
      expect(table.at(-1)).toMatchObject({ value: OTHER_VALUE, visits: 2 * distinct - TOP_VALUES });
    }
    expect(report.totals.visits).toBe(2 * distinct);
  });
});
