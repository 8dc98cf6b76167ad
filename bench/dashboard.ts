// Admin dashboard latency on a large database, per engine: seeds 100k quotes and 20k job
// applications (with owners, follow-ups and notes), signs in as an admin (session row + signed
// cookie) and times sequential GETs of the list pages (views Mine and Overdue among them), My work, a
// contact page and their `.data` (client navigation) URLs against the target "p50 under 50 ms".
// Why a page is slow is a question for EXPLAIN on the real loader's SQL (the server logs slow
// queries); the bench answers only how long a staff member waits.
// Usage: npm run bench:dashboard -- [--engines pglite,postgres] [--requests 200] [--warmup 30]
//   [--quotes 100000] [--applications 20000] [--search Okafor] [--target 50]
//   [--maintenance "vacuum analyze"|analyze|none] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { positiveInt, positiveNumber } from "./lib/args.ts";
import {
  MAINTENANCE,
  type Maintenance,
  openSql,
  seedDashboard,
  sessionCookie,
} from "./lib/dashboard-data.ts";
import type { EngineName } from "./lib/engines.ts";
import { type GetTiming, timeGets } from "./lib/get-latency.ts";
import { sampleRss } from "./lib/rss.ts";
import { ROOT, startServer } from "./lib/server.ts";
import { mb, round, table } from "./lib/table.ts";
import { benchFlags, perEngine, withDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags([
  "requests",
  "warmup",
  "quotes",
  "applications",
  "search",
  "target",
  "maintenance",
]);
const requests = positiveInt(args.requests, "requests", 200);
const warmup = args.warmup === "0" ? 0 : positiveInt(args.warmup, "warmup", 30);
const quotes = positiveInt(args.quotes, "quotes", 100_000);
const applications = positiveInt(args.applications, "applications", 20_000);
const search = String(args.search ?? "Okafor");
const targetMs = positiveNumber(args.target, "target", 50);
const maintenance = String(args.maintenance ?? "vacuum analyze") as Maintenance;
if (!MAINTENANCE.includes(maintenance)) {
  throw new Error(`--maintenance must be one of: ${MAINTENANCE.join(", ")}`);
}
const authSecret = randomBytes(32).toString("base64url");

interface EngineResult {
  engine: EngineName;
  /** sha256 prefix of the build/server/index.js the server ran (a snapshot per engine). */
  build: string;
  seeded: { seconds: number; counts: Record<string, number>; contactEmail: string };
  pages: (GetTiming & { path: string })[];
  rss: number;
}

/** The benched pages: HTML, then `.data` (what client navigation fetches) for the quote views. */
function dashboardPages(contactEmail: string): string[] {
  const quoteViews = ["", "?status=Contacted&page=3", `?q=${encodeURIComponent(search)}`];
  quoteViews.push("?view=mine", "?view=overdue");
  const contact = `/admin/people/${encodeURIComponent(contactEmail)}`;
  return [
    ...quoteViews.map((v) => `/admin/quotes${v}`),
    "/admin/jobs/applications",
    "/admin/my-work",
    contact,
    ...quoteViews.map((v) => `/admin/quotes.data${v}`),
    `${contact}.data`,
    "/admin/my-work.data",
  ];
}

const load = () => loadavg().map((n) => round(n, 2));
const loadBefore = load();
/** A 200 can still be a failed list: the loader answers with the spec's error text instead. */
const listFailed = (body: string) =>
  body.includes("could not be loaded") ? "the list failed to load (error text in the page)" : null;

async function benchEngine(engine: EngineName): Promise<EngineResult> {
  return withDatabase(engine, pgUrl, async (db) => {
    console.log(`\n== ${engine}: ${db.where}`);
    const conn = await openSql(db);
    const seeded = await seedDashboard(conn, { quotes, applications, search, maintenance }).finally(
      () => conn.close(),
    );
    const c = seeded.counts;
    console.log(
      `Seeded in ${round(seeded.seconds, 1)} s: ${c.quotes} quotes (${c.contacted} Contacted, ` +
        `${c.search} matching "${search}", ${c.mine} the admin's, ${c.overdue} overdue, ` +
        `${c["follow-ups"]} with a follow-up), ${c.applications} applications, ${c.notes} notes; ` +
        `contact ${seeded.contactEmail} (${c.contact} leads); ${maintenance}`,
    );
    const server = await startServer({ env: { ...db.env, AUTH_SECRET: authSecret } });
    const rss = sampleRss(server.pid, 100);
    const headers = {
      Cookie: await sessionCookie(seeded.token, authSecret),
      "Accept-Encoding": "gzip, br",
    };
    const pages: EngineResult["pages"] = [];
    let build = "";
    try {
      // Each engine's server runs its own snapshot of build/: note which build it was.
      const bundle = readFileSync(join(ROOT, dirname(server.entry), "build/server/index.js"));
      build = createHash("sha256").update(bundle).digest("hex").slice(0, 12);
      console.log(
        `Server ${server.origin} (pid ${server.pid}, build ${build}); ${warmup} + ${requests} GETs each`,
      );
      for (const path of dashboardPages(seeded.contactEmail)) {
        const timing = await timeGets(`${server.origin}${path}`, {
          headers,
          warmup,
          requests,
          check: listFailed,
        });
        server.assertAlive();
        pages.push({ path, ...timing });
        const status = Object.keys(timing.byStatus).join("/");
        console.log(`  ${path}: p50 ${round(timing.p50Ms, 1)} ms (status ${status})`);
        if (timing.problem) console.log(`  WARNING ${path}: ${timing.problem}`);
      }
    } finally {
      rss.stop();
      await server.stop();
    }
    return {
      engine,
      build,
      seeded: { seconds: seeded.seconds, counts: c, contactEmail: seeded.contactEmail },
      pages,
      rss: rss.peak(),
    };
  });
}

const results = await perEngine(engines, benchEngine);

const ok = results.filter((r): r is EngineResult => !("error" in r));
console.log(
  `\nGET as admin, ${quotes} quotes / ${applications} applications, sequential, ` +
    `${warmup} warm-up + ${requests} measured per page; target p50 < ${targetMs} ms\n`,
);
const heads = ["engine", "page", "status", "KiB", "p50 ms", "p90 ms", "p99 ms", "mean ms", ""];
const rows = ok.flatMap((r) =>
  r.pages.map((p) => [
    r.engine,
    p.path,
    `${Object.keys(p.byStatus).join("/")}${p.problem ? " !" : ""}`,
    round(p.bodyBytes / 1024, 1),
    ...[p.p50Ms, p.p90Ms, p.p99Ms, p.meanMs].map((ms) => round(ms, 1)),
    p.p50Ms < targetMs ? "OK" : "SLOW",
  ]),
);
console.log(table(heads, rows));
for (const r of results) {
  if ("error" in r) {
    console.log(`${r.engine}: ERROR ${r.error.split("\n")[0]}`);
    continue;
  }
  const under = r.pages.filter((p) => p.p50Ms < targetMs).length;
  console.log(
    `${r.engine}: ${under}/${r.pages.length} pages p50 under ${targetMs} ms; ` +
      `peak server RSS ${mb(r.rss)} MB`,
  );
}
if (new Set(ok.map((r) => r.build)).size > 1) {
  console.log("\nWARNING: build/ changed between engines (rebuilt during the run): not comparable");
}
const out = new URL("./results/", import.meta.url);
mkdirSync(out, { recursive: true });
const file = new URL("dashboard.json", out);
const loadAfter = load();
console.log(
  `Load average (1/5/15 min) before ${loadBefore.join(" ")}, after ${loadAfter.join(" ")}`,
);
const settings = { engines, requests, warmup, quotes, applications, search, targetMs, maintenance };
const json = { date: new Date().toISOString(), settings, loadBefore, loadAfter, results };
writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
console.log(`\nWrote ${file.pathname}`);
process.exitCode = results.some((r) => "error" in r) ? 1 : 0;
