// Page views on two server instances sharing one PostgreSQL (records 072, 084): each instance
// writes what it answered, both roll the day up again and again in their housekeeping turns, and
// the day's figures still equal the requests made. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { get } from "node:http";
import { test } from "node:test";
import { query } from "../support/accounts.ts";
import { type Instance, logsOf, twoInstancesForThisFile } from "./instances.ts";

const PAGES = ["/", "/about", "/products", "/contact"];
const VISITORS = 5;
const SITE_HOST = "www.example.test";
const instances = twoInstancesForThisFile(
  "opsan",
  () => ({
    AUTH_SECRET: "analytics-instances-secret-0123456789abcdef",
    // Each instance rolls up every second instead of every five minutes.
    HOUSEKEEPING_INTERVAL_MS: "1000",
  }),
  { smtp: false },
);

const sql = <T>(text: string) => query<T>(instances.database.url, text);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const browser = (visitor: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Visitor/${visitor}`;

/**
 * A GET as a browser sends it through a load balancer: both instances see the site's one host
 * name (fetch would send each instance's own), which the visitor key includes.
 */
function visit(instance: Instance, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    get(`${instance.url}${path}`, { headers: { Host: SITE_HOST, ...headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}

type Total = { page_views: number; visitors: number; visits: number };
const dayTotals = () =>
  sql<Total>(
    "select page_views, visitors, visits from analytics_daily where dimension = 'total' order by day",
  );

test("page views answered by two instances are counted once each in the daily figures", async () => {
  // Every visitor opens every page on both instances (the page cache answers most of them), and
  // moves to /about by a client navigation (its .data request) once on each.
  let requests = 0;
  for (let visitor = 0; visitor < VISITORS; visitor++) {
    for (const instance of [instances.a, instances.b]) {
      const headers = { "User-Agent": browser(visitor), Accept: "text/html" };
      for (const path of PAGES) {
        assert.equal(await visit(instance, path, headers), 200, path);
        requests += 1;
      }
      const referer = `http://${SITE_HOST}/products`;
      assert.equal(
        await visit(instance, "/about.data", { ...headers, Accept: "*/*", Referer: referer }),
        200,
      );
      requests += 1;
    }
  }
  // Neither counted: a bot, and a prefetch.
  await visit(instances.a, "/", { "User-Agent": "Googlebot/2.1" });
  await visit(instances.b, "/about.data", {
    "User-Agent": browser(0),
    "Sec-Purpose": "prefetch",
    Referer: `http://${SITE_HOST}/`,
  });

  // Batches are written every 2 s and each instance rolls up every second.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await dayTotals())[0]?.page_views !== requests) await pause(200);
  await pause(4000); // several more roll-ups on both instances: a double count would show by now
  const days = await dayTotals();
  assert.equal(days.length, 1, `one day of page views${logsOf(instances)}`);
  // Both instances hash a visitor with the day's one salt, so five visitors, not ten.
  assert.deepEqual(days[0], { page_views: requests, visitors: VISITORS, visits: VISITORS });
  assert.equal((await sql("select day from analytics_salts")).length, 1);
  const [raw] = await sql<{ views: number }>(
    "select sum(views)::int as views from analytics_events",
  );
  assert.equal(raw?.views, requests);
  const pages = await sql<{ value: string; page_views: number }>(
    "select value, page_views from analytics_daily where dimension = 'page' order by value",
  );
  assert.deepEqual(
    pages.map((row) => [row.value, row.page_views]),
    PAGES.toSorted().map((path) => [path, VISITORS * 2 * (path === "/about" ? 2 : 1)]),
  );
});
