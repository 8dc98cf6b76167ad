// The Analytics page when visitors make up values (record 096): seeds 20,000 page views, each
// with its own referrer, UTM source and UTM campaign, over the last 10 days, then times
// sequential GETs of /admin/analytics (the 30 days) as an admin and prints the page's size.
// The first GET rolls the views up (the warm-up); the measured ones read the daily figures.
// Usage: npm run bench:analytics -- [--engines pglite,postgres] [--values 20000] [--days 10]
//   [--requests 10] [--warmup 2] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes } from "node:crypto";
import { positiveInt } from "./lib/args.ts";
import { openSql, seedDashboard, sessionCookie } from "./lib/dashboard-data.ts";
import type { EngineName } from "./lib/engines.ts";
import { timeGets } from "./lib/get-latency.ts";
import { startServer } from "./lib/server.ts";
import { round, table } from "./lib/table.ts";
import { benchFlags, freshDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags(["values", "days", "requests", "warmup"]);
const values = positiveInt(args.values, "values", 20_000);
const days = positiveInt(args.days, "days", 10);
const requests = positiveInt(args.requests, "requests", 10);
const warmup = positiveInt(args.warmup, "warmup", 2);
const authSecret = randomBytes(32).toString("base64url");

/** One view per value, each its own visitor, spread over the last `days` days. */
const EVENTS_SQL = `insert into analytics_events
    (at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor_key, views)
  select t, (t at time zone $3)::date, '/page-' || (g % 20), 'ref-' || g || '.example',
    'src-' || g, 'email', 'campaign-' || g, 'desktop', 'visitor-' || g, 1
  from generate_series(1, $1::int) g,
    lateral (select now() - ((g % $2::int) * interval '1 day') - interval '1 minute' as t) x`;

const rows: (string | number)[][] = [];
for (const engine of engines as EngineName[]) {
  const db = await freshDatabase(engine, pgUrl);
  try {
    const conn = await openSql(db);
    const seeded = await seedDashboard(conn, {
      quotes: 100,
      applications: 10,
      search: "Okafor",
      maintenance: "analyze",
    });
    const { timeZone } = (await import("../app/content/site.ts")).site;
    await conn.query(EVENTS_SQL, [values, days, timeZone]);
    await conn.close();
    const server = await startServer({ env: { ...db.env, AUTH_SECRET: authSecret } });
    try {
      const headers = { Cookie: await sessionCookie(seeded.token, authSecret) };
      for (const path of ["/admin/analytics", "/admin/analytics.data"]) {
        const timing = await timeGets(`${server.origin}${path}`, { headers, warmup, requests });
        if (timing.problem) console.log(`WARNING ${path}: ${timing.problem}`);
        rows.push([
          engine,
          path,
          Object.keys(timing.byStatus).join("/"),
          round(timing.bodyBytes / 1024, 1),
          round(timing.p50Ms, 1),
          round(timing.maxMs, 1),
        ]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}
console.log(
  `\n${values} page views, each with its own referrer, UTM source and campaign, over ${days} days; ` +
    `${warmup} warm-up + ${requests} sequential GETs as an admin\n`,
);
console.log(table(["engine", "page", "status", "KiB", "p50 ms", "max ms"], rows));
