// The cost curve: how the server's answers slow down as its work grows. Page throughput and p99
// as concurrency grows, quote submissions likewise, and the admin's lead list and search as the
// leads table grows, on both database engines. Prints tables; writes JSON, an SVG and a PNG chart.
// Usage: npm run bench:cost -- [--engines pglite,postgres] [--page-concurrency 1,10,50,200,1000]
//   [--duration 5] [--submit-concurrency 10,50,200] [--submissions 300]
//   [--leads 10000,100000] [--requests 30] [--warmup 5] [--pg-url postgres://…]
//   [--parts throughput,dashboard,analytics] [--pglite-leads 10000,100000] [--page-views 1000000]
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { rollUpDay } from "../app/server/analytics/rollup.server.ts";
import { openDatabase } from "../app/server/db/client.server.ts";
import { startSmtpPeer } from "../tests/support/smtp.ts";
import { positiveInt, positiveNumber } from "./lib/args.ts";
import { chartSvg, writeChart } from "./lib/cost-chart.ts";
import { costPanels, type ListPoint, type Point, printCostTables } from "./lib/cost-report.ts";
import { openSql, seedDashboard, sessionCookie } from "./lib/dashboard-data.ts";
import type { BenchDatabase, EngineName } from "./lib/engines.ts";
import { timeGets } from "./lib/get-latency.ts";
import { runLoad } from "./lib/load.ts";
import { quoteRequest } from "./lib/quote-request.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { mb, round } from "./lib/table.ts";
import { benchFlags, dropDatabase, freshDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags([
  "page-concurrency",
  "duration",
  "submit-concurrency",
  "submissions",
  "leads",
  "requests",
  "warmup",
  "parts",
  "pglite-leads",
  "page-views",
]);
const numbers = (value: unknown, name: string, fallback: number[]) =>
  typeof value === "string" && value.trim()
    ? value.split(",").map((v) => positiveInt(v.trim(), name, 1))
    : fallback;
const pageLevels = numbers(args["page-concurrency"], "page-concurrency", [1, 10, 50, 200, 1000]);
const durationS = positiveNumber(args.duration, "duration", 5);
const submitLevels = numbers(args["submit-concurrency"], "submit-concurrency", [10, 50, 200]);
const submissionsPerLevel = positiveInt(args.submissions, "submissions", 300);
const leadLevels = numbers(args.leads, "leads", [10_000, 100_000]);
// PGlite seeds a million leads far more slowly than PostgreSQL (one process, no parallel work).
const leadLevelsOf = (engine: EngineName) =>
  engine === "pglite" ? numbers(args["pglite-leads"], "pglite-leads", leadLevels) : leadLevels;
const requests = positiveInt(args.requests, "requests", 30);
const warmup = args.warmup === "0" ? 0 : positiveInt(args.warmup, "warmup", 5);
// Seeding a million leads takes minutes per engine: the parts can be run separately.
const parts = String(args.parts ?? "throughput,dashboard,analytics").split(",");
const pageViewsPerDay = positiveInt(args["page-views"], "page-views", 1_000_000);
const newDatabase = (engine: EngineName): Promise<BenchDatabase> => freshDatabase(engine, pgUrl);

const pages: Point[] = [];
const submissions: Point[] = [];
const lists: ListPoint[] = [];
const analyticsDays: Record<string, number | string>[] = [];
const loadBefore = loadavg();

/** Pages and submissions on one engine's fresh database, one server. */
async function throughput(engine: EngineName) {
  const db = await newDatabase(engine);
  const smtp = await startSmtpPeer();
  try {
    const env = {
      ...db.env,
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
      BOOKING_RATE_LIMIT: "1000000",
    };
    const server = await startServer({ env, stopGraceMs: 30_000 });
    const rss = sampleRss(server.pid, 100);
    try {
      console.log(`\n== ${engine}: pages and submissions (${server.origin}, pid ${server.pid})`);
      for (const connections of pageLevels) {
        // Warm-up at the same concurrency: connections open, page cached, code optimised.
        await autocannon({ url: `${server.origin}/`, connections, duration: 1 });
        rss.mark();
        const r = await autocannon({
          url: `${server.origin}/`,
          connections,
          duration: durationS,
          headers: { "accept-encoding": "gzip, br" },
        });
        server.assertAlive();
        const point = {
          engine,
          x: connections,
          reqPerSec: r.requests.average,
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
          // autocannon counts a timeout among its errors too.
          errors: r.errors + r.non2xx,
          peakRssMb: mb(rss.mark()),
        };
        pages.push(point);
        console.log(
          `  GET / x${connections}: ${round(point.reqPerSec)} req/s, p99 ${point.p99Ms} ms`,
        );
      }
      for (const concurrency of submitLevels) {
        rss.mark();
        const run = randomUUID().slice(0, 8);
        const load = await runLoad({
          url: `${server.origin}/api/quotes`,
          count: Math.max(submissionsPerLevel, concurrency * 2),
          concurrency,
          request: (i) => quoteRequest(`${run}-${i}`),
        });
        server.assertAlive();
        const point = {
          engine,
          x: concurrency,
          reqPerSec: load.reqPerSec,
          p50Ms: load.p50Ms,
          p99Ms: load.p99Ms,
          errors: load.requests - load.ok2xx,
          peakRssMb: mb(rss.mark()),
        };
        submissions.push(point);
        console.log(
          `  POST /api/quotes x${concurrency}: ${round(point.reqPerSec, 1)} req/s, p99 ${round(point.p99Ms)} ms`,
        );
      }
    } finally {
      rss.stop();
      await server.stop();
    }
  } finally {
    await smtp.close();
    await dropDatabase(db);
  }
}

/** The admin's quote list and a name search on a database seeded with `leads` quotes. */
async function dashboard(engine: EngineName, leads: number) {
  const db = await newDatabase(engine);
  const secret = randomBytes(32).toString("base64url");
  try {
    const conn = await openSql(db);
    const seeded = await seedDashboard(conn, {
      quotes: leads,
      applications: Math.ceil(leads / 10),
      search: "Okafor",
      maintenance: "vacuum analyze",
    }).finally(() => conn.close());
    const server = await startServer({ env: { ...db.env, AUTH_SECRET: secret } });
    const rss = sampleRss(server.pid, 100);
    try {
      const headers = {
        Cookie: await sessionCookie(seeded.token, secret),
        "Accept-Encoding": "gzip, br",
      };
      for (const [view, path] of [
        ["list", "/admin/quotes"],
        ["search", "/admin/quotes?q=Okafor"],
      ] as const) {
        const t = await timeGets(`${server.origin}${path}`, {
          headers,
          warmup,
          requests,
          check: (body) =>
            body.includes("could not be loaded") ? "the list failed to load" : null,
        });
        server.assertAlive();
        if (t.problem) console.log(`  WARNING ${path}: ${t.problem}`);
        lists.push({
          engine,
          view,
          x: leads,
          p50Ms: t.p50Ms,
          p99Ms: t.p99Ms,
          errors: t.problem ? 1 : 0,
          peakRssMb: mb(rss.peak()),
          seedS: seeded.seconds,
        });
        console.log(
          `  ${engine} ${leads} leads ${view}: p50 ${round(t.p50Ms, 1)} ms, p99 ${round(t.p99Ms, 1)} ms ` +
            `(seeded in ${round(seeded.seconds)} s)`,
        );
      }
    } finally {
      rss.stop();
      await server.stop();
    }
  } finally {
    await dropDatabase(db);
  }
}

// A day of page views, a row each (record 084): raw rows and roll-up on disk, roll-up time. The
// day rolled up at once (the first roll-up of a day that had none), then five minutes' more
// views (a housekeeping turn's worth, from visitors already seen) and nothing new (record 086).
async function analyticsDay(engine: EngineName) {
  const bench = await newDatabase(engine);
  const app = openDatabase({ url: bench.env.DATABASE_URL, dataDir: bench.env.DATA_DIR });
  const visitors = Math.ceil(pageViewsPerDay / 4);
  const addViews = (from: number, to: number) =>
    app.db.execute(sql`insert into analytics_events (at, day, path, referrer_host, utm_source, utm_campaign, device, visitor_key)
      select '2026-01-15'::timestamptz + (i % 86400) * interval '1 second', '2026-01-15', '/page-' || (i % 60),
        case when i % 3 = 0 then 'ref-' || (i % 40) || '.example' end, case when i % 5 = 0 then 'src-' || (i % 8) end,
        case when i % 7 = 0 then 'camp-' || (i % 12) end, case when i % 2 = 0 then 'desktop' else 'mobile' end,
        'visitor-' || (i % ${visitors}::int) from generate_series(${from}::int, ${to}::int) i`);
  const timed = async () => {
    const started = performance.now();
    await rollUpDay(app.db, "2026-01-15");
    return round((performance.now() - started) / 1000, 3);
  };
  try {
    await app.migrate();
    await addViews(1, pageViewsPerDay);
    const rollUpS = await timed();
    const fiveMinutes = Math.ceil(pageViewsPerDay / 288);
    await addViews(pageViewsPerDay + 1, pageViewsPerDay + fiveMinutes);
    const fiveMinutesS = await timed();
    const nothingNewS = await timed();
    const { rows } = (await app.db.execute(sql`select
      pg_total_relation_size('analytics_events') raw, pg_total_relation_size('analytics_daily') daily`)) as unknown as {
      rows: { raw: string; daily: string }[];
    };
    const [rawMb = 0, dailyMb = 0] = [rows[0]?.raw, rows[0]?.daily].map((b) =>
      round(Number(b) / 1e6, 2),
    );
    analyticsDays.push({
      engine,
      views: pageViewsPerDay,
      rawMb,
      dailyMb,
      rollUpS,
      fiveMinutes,
      fiveMinutesS,
      nothingNewS,
    });
    console.log(
      `  ${engine} ${pageViewsPerDay} views/day: raw ${rawMb} MB, roll-up ${dailyMb} MB; the day at once ${rollUpS} s, ` +
        `${fiveMinutes} more views ${fiveMinutesS} s, nothing new ${nothingNewS} s`,
    );
  } finally {
    await app.close();
    await dropDatabase(bench);
  }
}

if (parts.includes("throughput")) for (const engine of engines) await throughput(engine);
if (parts.includes("dashboard")) {
  for (const engine of engines)
    for (const leads of leadLevelsOf(engine)) await dashboard(engine, leads);
}
if (parts.includes("analytics")) for (const engine of engines) await analyticsDay(engine);

printCostTables(
  { pages, submissions, lists },
  { durationS, submissionsPerLevel, warmup, requests },
);
const loadAfter = loadavg();
const caption =
  `bench:cost ${new Date().toISOString().slice(0, 16)}Z; load average ${round(loadBefore[0] ?? 0, 1)} ` +
  `before, ${round(loadAfter[0] ?? 0, 1)} after (2 CPUs shared with other work: compare shapes, not levels)`;
console.log(`\n${caption}`);

const outDir = new URL("./results/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const settings = {
  engines,
  pgliteLeads: leadLevelsOf("pglite"),
  pageLevels,
  durationS,
  submitLevels,
  submissionsPerLevel,
  leadLevels,
  requests,
  warmup,
};
writeFileSync(
  new URL("cost-curve.json", outDir),
  `${JSON.stringify({ date: new Date().toISOString(), settings, loadBefore, loadAfter, pages, submissions, lists, analyticsDays }, null, 2)}\n`,
);
const svgPath = new URL("cost-curve.svg", outDir).pathname;
const pngPath = new URL("cost-curve.png", outDir).pathname;
await writeChart(
  chartSvg(costPanels(engines, { pages, submissions, lists }), caption),
  svgPath,
  pngPath,
);
console.log(`\nWrote bench/results/cost-curve.json, ${svgPath} and ${pngPath}`);
