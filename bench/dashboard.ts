// Admin dashboard latency on a large database, per engine: seeds 100k quotes and 20k job
// applications (with owners, follow-ups and notes), signs in as an admin (session row + signed
// cookie) and times sequential GETs of the list pages (views Mine and Overdue among them), a
// contact page and their `.data` (client navigation) URLs against the target "p50 under 50 ms".
// Usage: npm run bench:dashboard -- [--engines pglite,postgres] [--requests 200] [--warmup 30]
//   [--quotes 100000] [--applications 20000] [--search Okafor] [--target 50]
//   [--maintenance "vacuum analyze"|analyze|none] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { flags, positiveInt, positiveNumber } from "./lib/args.ts";
import {
  MAINTENANCE,
  type Maintenance,
  openSql,
  seedDashboard,
  sessionCookie,
} from "./lib/dashboard-data.ts";
import { dashboardPages, type Explained, explainAll } from "./lib/dashboard-explain.ts";
import { type EngineResult, printReport } from "./lib/dashboard-report.ts";
import {
  type BenchDatabase,
  type EngineName,
  parseEngines,
  pgliteDatabase,
  postgresDatabase,
} from "./lib/engines.ts";
import { timeGets } from "./lib/get-latency.ts";
import { sampleRss } from "./lib/rss.ts";
import { ROOT, startServer } from "./lib/server.ts";
import { round } from "./lib/table.ts";

const args = flags({
  engines: { type: "string" },
  requests: { type: "string" },
  warmup: { type: "string" },
  quotes: { type: "string" },
  applications: { type: "string" },
  search: { type: "string" },
  target: { type: "string" },
  maintenance: { type: "string" },
  "pg-url": { type: "string" },
});
const engines = parseEngines(args.engines);
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
const pgUrl = String(args["pg-url"] ?? "postgres://postgres@127.0.0.1:5432/");
const authSecret = randomBytes(32).toString("base64url");

const load = () => loadavg().map((n) => round(n, 2));
const loadBefore = load();
/** A 200 can still be a failed list: the loader answers with the spec's error text instead. */
const listFailed = (body: string) =>
  body.includes("could not be loaded") ? "the list failed to load (error text in the page)" : null;

async function benchEngine(engine: EngineName): Promise<EngineResult> {
  const db: BenchDatabase = engine === "pglite" ? pgliteDatabase() : await postgresDatabase(pgUrl);
  console.log(`\n== ${engine}: ${db.where}`);
  try {
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
    const { pages: PAGES, explain } = dashboardPages(search, seeded.contactEmail, seeded.userId);
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
      for (const { view, path } of PAGES) {
        const timing = await timeGets(`${server.origin}${path}`, {
          headers,
          warmup,
          requests,
          check: listFailed,
        });
        server.assertAlive();
        pages.push({ view, path, ...timing });
        const status = Object.keys(timing.byStatus).join("/");
        console.log(`  ${path}: p50 ${round(timing.p50Ms, 1)} ms (status ${status})`);
        if (timing.problem) console.log(`  WARNING ${path}: ${timing.problem}`);
      }
    } finally {
      rss.stop();
      await server.stop();
    }
    // The server is stopped (PGlite needs that); EXPLAIN on the same data, warm second runs.
    const explainConn = await openSql(db);
    const explains: Record<string, Explained[]> = {};
    try {
      for (const [view, queries] of Object.entries(explain)) {
        explains[view] = await explainAll(explainConn, queries);
      }
    } finally {
      await explainConn.close();
    }
    return {
      engine,
      build,
      seeded: { seconds: seeded.seconds, counts: c, contactEmail: seeded.contactEmail },
      pages,
      explains,
      rss: rss.peak(),
    };
  } finally {
    await db.drop().catch((e: Error) => console.error(`Dropping ${db.where} failed: ${e.message}`));
  }
}

const results: (EngineResult | { engine: EngineName; error: string })[] = [];
for (const engine of engines) {
  try {
    results.push(await benchEngine(engine));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n${engine} failed: ${message}`);
    results.push({ engine, error: message });
  }
}

printReport(results, { quotes, applications, warmup, requests, targetMs });
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
