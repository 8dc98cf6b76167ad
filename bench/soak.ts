// Soak: mixed traffic (public pages, quote submissions, the admin's lists) for a long while, the
// server's resident memory sampled every second, and the slope of that memory after warm-up.
// Usage: npm run bench:soak -- [--duration 600] [--warmup 60] [--engine pglite|postgres]
//   [--heap-limit 192] [--page-connections 4] [--submit-rate 5] [--dashboard-connections 2]
//   [--quotes 5000] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { startSmtpPeer } from "../tests/support/smtp.ts";
import { positiveInt, positiveNumber } from "./lib/args.ts";
import { openSql, seedDashboard, sessionCookie } from "./lib/dashboard-data.ts";
import { parseEngines } from "./lib/engines.ts";
import { quoteRequest } from "./lib/quote-request.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { fitLine, type Sample } from "./lib/slope.ts";
import { mb, round, table } from "./lib/table.ts";
import { dropDatabase, freshDatabase, postgresFlags } from "./prelude.ts";

const { args, pgUrl } = postgresFlags([
  "duration",
  "warmup",
  "engine",
  "heap-limit",
  "page-connections",
  "submit-rate",
  "dashboard-connections",
  "quotes",
]);
const durationS = positiveNumber(args.duration, "duration", 600);
const warmupS = positiveNumber(args.warmup, "warmup", Math.min(60, durationS / 5));
const [engine = "pglite"] = parseEngines(args.engine ?? "pglite");
const heapLimitMb = positiveInt(args["heap-limit"], "heap-limit", 192);
const pageConnections = positiveInt(args["page-connections"], "page-connections", 4);
const submitRate = positiveNumber(args["submit-rate"], "submit-rate", 5);
const dashboardConnections = positiveInt(args["dashboard-connections"], "dashboard-connections", 2);
const quotes = positiveInt(args.quotes, "quotes", 5000);
if (warmupS >= durationS) throw new Error("--warmup must be shorter than --duration");

// Public pages, and now and then one with a query string nobody asked for before: each is a new
// page-cache entry, so a cache without a bound would show here as growth.
const PAGES = ["/", "/solutions", "/solutions/utilities", "/about", "/contact", "/careers"];
const ADMIN = ["/admin/quotes", "/admin/quotes?view=mine", "/admin/quotes?q=Okafor"];
const authSecret = randomBytes(32).toString("base64url");
const db = await freshDatabase(engine, pgUrl);
const smtp = await startSmtpPeer();
const counts = { pages: 0, submissions: 0, dashboard: 0, failures: 0 };
const failures = new Set<string>();
const samples: Sample[] = [];

try {
  const conn = await openSql(db);
  const seeded = await seedDashboard(conn, {
    quotes,
    applications: Math.ceil(quotes / 5),
    search: "Okafor",
    maintenance: "vacuum analyze",
  }).finally(() => conn.close());
  const server = await startServer({
    env: {
      ...db.env,
      AUTH_SECRET: authSecret,
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
      BOOKING_RATE_LIMIT: "1000000",
      LOG_LEVEL: "warn",
      HEAP_LIMIT_MB: String(heapLimitMb),
    },
    stopGraceMs: 30_000,
  });
  const rss = sampleRss(server.pid, 250);
  const cookie = await sessionCookie(seeded.token, authSecret);
  console.log(
    `== ${engine}: ${db.where}; ${quotes} quotes seeded; server pid ${server.pid}, ` +
      `HEAP_LIMIT_MB ${heapLimitMb}; ${durationS} s (${warmupS} s warm-up), ` +
      `${pageConnections} page + ${dashboardConnections} dashboard connections, ` +
      `${submitRate} submissions/s; RSS every second`,
  );
  const t0 = performance.now();
  const deadline = t0 + durationS * 1000;
  const elapsedS = () => (performance.now() - t0) / 1000;
  const get = async (path: string, headers: Record<string, string>, key: keyof typeof counts) => {
    try {
      const res = await fetch(`${server.origin}${path}`, {
        headers: { "accept-encoding": "gzip, br", ...headers },
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      counts[key]++;
    } catch (error) {
      counts.failures++;
      if (failures.size < 10) failures.add((error as Error).message);
    }
  };
  let n = 0;
  const pageWorker = async () => {
    while (performance.now() < deadline) {
      n++;
      const path = PAGES[n % PAGES.length] ?? "/";
      await get(n % 20 === 0 ? `${path}?visit=${n}` : path, {}, "pages");
    }
  };
  let m = 0;
  const dashboardWorker = async () => {
    while (performance.now() < deadline) {
      const path = ADMIN[m++ % ADMIN.length] ?? "/admin/quotes";
      await get(
        `${path}${path.includes("?") ? "&" : "?"}page=${1 + (m % 5)}`,
        { cookie },
        "dashboard",
      );
    }
  };
  const submissions = async () => {
    const inFlight = new Set<Promise<void>>();
    for (let i = 0; performance.now() < deadline; i++) {
      const { body, headers } = quoteRequest(`soak-${i}`);
      const sent = fetch(`${server.origin}/api/quotes`, {
        method: "POST",
        body,
        headers: { origin: server.origin, ...headers },
        signal: AbortSignal.timeout(30_000),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`POST /api/quotes: ${res.status}`);
          counts.submissions++;
        })
        .catch((error: Error) => {
          counts.failures++;
          if (failures.size < 10) failures.add(error.message);
        })
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
      await new Promise((r) => setTimeout(r, 1000 / submitRate));
    }
    await Promise.all(inFlight);
  };
  const sampler = setInterval(() => {
    const value = rss.current();
    if (value !== null) samples.push({ t: elapsedS(), rss: value });
    const last = samples.length;
    if (last % 30 === 0 && last > 0) {
      server.assertAlive();
      console.log(
        `  ${round(elapsedS())} s: RSS ${mb(value ?? 0)} MB; ${counts.pages} pages, ` +
          `${counts.submissions} submissions, ${counts.dashboard} dashboard, ${counts.failures} failed`,
      );
    }
  }, 1000);
  try {
    await Promise.all([
      ...Array.from({ length: pageConnections }, pageWorker),
      ...Array.from({ length: dashboardConnections }, dashboardWorker),
      submissions(),
    ]);
  } finally {
    clearInterval(sampler);
  }
  const hwm = rss.highWaterMark();
  rss.stop();
  server.assertAlive();
  await server.stop();

  const after = samples.filter((s) => s.t >= warmupS);
  const fit = fitLine(after);
  // Caches fill for a while after warm-up (the page cache's 24 MB takes minutes at this rate), so
  // the second half's slope says whether memory has levelled off.
  const halfway = warmupS + (durationS - warmupS) / 2;
  const secondHalf = fitLine(after.filter((s) => s.t >= halfway));
  const firstMinute = after.filter((s) => s.t < warmupS + 60);
  const lastMinute = after.filter((s) => s.t >= durationS - 60);
  const mean = (xs: Sample[]) => xs.reduce((a, s) => a + s.rss, 0) / Math.max(1, xs.length);
  console.log(`\nResident memory after the ${warmupS} s warm-up (${after.length} samples):\n`);
  console.log(
    table(
      [
        "slope MB/min",
        "2nd half MB/min",
        "slope MB/hour",
        "r²",
        "first min MB",
        "last min MB",
        "min MB",
        "max MB",
        "VmHWM MB",
      ],
      [
        [
          round((fit.slopePerS * 60) / 2 ** 20, 2),
          round((secondHalf.slopePerS * 60) / 2 ** 20, 2),
          round((fit.slopePerS * 3600) / 2 ** 20, 1),
          round(fit.r2, 2),
          mb(mean(firstMinute)),
          mb(mean(lastMinute)),
          mb(Math.min(...after.map((s) => s.rss))),
          mb(Math.max(...after.map((s) => s.rss))),
          hwm === null ? "-" : mb(hwm),
        ],
      ],
    ),
  );
  console.log(
    `\nTraffic: ${counts.pages} pages, ${counts.submissions} submissions, ` +
      `${counts.dashboard} dashboard lists, ${counts.failures} failures; ` +
      `load average ${loadavg()
        .map((x) => round(x, 2))
        .join(" ")}`,
  );
  for (const f of failures) console.log(`  failure sample: ${f}`);
  const outDir = new URL("./results/", import.meta.url);
  mkdirSync(outDir, { recursive: true });
  const out = new URL("soak.json", outDir);
  const settings = {
    engine,
    durationS,
    warmupS,
    heapLimitMb,
    pageConnections,
    submitRate,
    dashboardConnections,
    quotes,
  };
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), settings, counts, fit, secondHalf, vmHwmBytes: hwm, samples }, null, 2)}\n`,
  );
  console.log(`\nWrote ${out.pathname}`);
  process.exitCode = counts.failures > 0 ? 1 : 0;
} finally {
  await smtp.close();
  await dropDatabase(db);
}
