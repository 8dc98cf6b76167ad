// What counting page views costs a public page (record 072): two servers from the same build,
// one with PAGE_VIEWS=1 and one with PAGE_VIEWS=0, measured in alternating rounds on the
// cached pages, so the machine's noise falls on both alike. Requests carry a browser's
// User-Agent (one of a thousand), so each is judged, hashed and written as a visitor's would be.
// Usage: npm run bench:page-views -- [--duration 10] [--connections 50] [--rounds 3] [--warmup 2]
//   [--engines pglite,postgres] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon, { type Result } from "autocannon";
import { autocannonFlags, autocannonSettings } from "./lib/args.ts";
import { cpuMs } from "./lib/cpu.ts";
import type { BenchDatabase, EngineName } from "./lib/engines.ts";
import { type RunningServer, startServer } from "./lib/server.ts";
import { median, round, table } from "./lib/table.ts";
import { benchFlags, freshDatabase } from "./prelude.ts";

const PAGES = ["/", "/solutions/utilities"];
const { args, engines, pgUrl } = benchFlags(autocannonFlags);
const { duration, connections, rounds, warmup } = autocannonSettings(args, 3);

const agents = Array.from(
  { length: 1000 },
  (_, i) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${120 + (i % 40)}.0.${i}.0 Safari/537.36`,
);
let next = 0;

function load(url: string, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip, br", accept: "text/html" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "user-agent": agents[next++ % agents.length] ?? "" },
        }),
      },
    ],
  });
}

type Variant = { name: "counting" | "off"; flag: string };
const variants: Variant[] = [
  { name: "counting", flag: "1" },
  { name: "off", flag: "0" },
];
type Run = { reqPerSec: number; p50: number; p99: number; failures: number; cpuUs: number };
const key = (engine: EngineName, variant: Variant, page: string) =>
  `${engine} ${variant.name} ${page}`;
const runs = new Map<string, Run[]>();
const counts = new Map<EngineName, { counted: number; off: number }>();

const newDatabase = (engine: EngineName): Promise<BenchDatabase> => freshDatabase(engine, pgUrl);

/** Both servers on one engine, in alternating rounds; then what each wrote. */
async function measure(engine: EngineName) {
  const databases = await Promise.all(variants.map(() => newDatabase(engine)));
  const servers: RunningServer[] = [];
  try {
    for (const [i, variant] of variants.entries())
      servers.push(
        await startServer({
          env: { ...databases[i]?.env, PAGE_VIEWS: variant.flag, LOG_LEVEL: "warn" },
        }),
      );
    for (const [i, server] of servers.entries()) {
      for (const page of PAGES) {
        const res = await fetch(`${server.origin}${page}`);
        if (res.status !== 200)
          throw new Error(`${variants[i]?.name} ${page} answered ${res.status}`);
      }
    }
    if (warmup > 0)
      for (const server of servers)
        for (const page of PAGES) await load(`${server.origin}${page}`, warmup);
    for (let r = 1; r <= rounds; r++) {
      for (const page of PAGES) {
        // Alternate which goes first, so neither always follows the other's load.
        const order = r % 2 ? [0, 1] : [1, 0];
        for (const i of order) {
          const variant = variants[i] as Variant;
          const server = servers[i] as RunningServer;
          const cpuBefore = cpuMs(server.pid);
          const result = await load(`${server.origin}${page}`, duration);
          server.assertAlive();
          // Measured a second later, so that the batch of this run's views is written.
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          const cpuUsed = cpuMs(server.pid) - cpuBefore;
          const run = {
            reqPerSec: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            failures: result.errors + result.non2xx,
            cpuUs: (cpuUsed * 1000) / Math.max(1, result.requests.total),
          };
          const k = key(engine, variant, page);
          runs.set(k, [...(runs.get(k) ?? []), run]);
          console.log(
            `  ${engine} round ${r}/${rounds} ${variant.name.padEnd(8)} ${page}: ${round(run.reqPerSec)} req/s, p99 ${run.p99} ms, ${round(run.cpuUs)} µs CPU/request`,
          );
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  // The counting server really counted: its page views, written in batches, after the stop.
  const [counted, off] = await Promise.all(
    databases.map((db) =>
      db
        .counts("select coalesce(sum(views), 0) as views from analytics_events")
        .then((row) => row.views ?? Number.NaN)
        .catch(() => Number.NaN),
    ),
  );
  for (const db of databases) await db.drop();
  counts.set(engine, { counted: counted ?? Number.NaN, off: off ?? Number.NaN });
}

for (const engine of engines) await measure(engine);

const pick = (engine: EngineName, variant: Variant, page: string) =>
  median(runs.get(key(engine, variant, page)) ?? [], (m) => m.reqPerSec);
const cpu = (engine: EngineName, variant: Variant, page: string) =>
  median(runs.get(key(engine, variant, page)) ?? [], (m) => m.cpuUs).cpuUs;
const [on, none] = variants as [Variant, Variant];
const rows = engines.flatMap((engine) =>
  PAGES.map((page) => {
    const [a, b] = [pick(engine, on, page), pick(engine, none, page)];
    return [
      engine,
      page,
      round(a.reqPerSec),
      round(b.reqPerSec),
      round(a.reqPerSec / b.reqPerSec, 3),
      a.p99,
      b.p99,
      round(a.p99 / b.p99, 2),
      round(cpu(engine, on, page)),
      round(cpu(engine, none, page)),
      round(cpu(engine, on, page) / cpu(engine, none, page), 3),
      a.failures + b.failures,
    ];
  }),
);
console.log(
  `\nautocannon: ${connections} connections, ${duration} s per run, ${rounds} alternating round(s) ` +
    "(median round by req/s), cached pages, 1,000 browser User-Agents. CPU: the server " +
    "process's user + system time per request (median round), with the batch writes; on " +
    "PostgreSQL the database's own share is in its process, not here.\n",
);
console.log(
  table(
    [
      "engine",
      "page",
      "req/s counting",
      "req/s off",
      "ratio",
      "p99 counting",
      "p99 off",
      "p99 ratio",
      "CPU µs/req counting",
      "off",
      "CPU ratio",
      "errors",
    ],
    rows,
  ),
);
for (const [engine, { counted, off }] of counts)
  console.log(
    `\n${engine}: page views recorded: ${counted} with counting on, ${off} with it off ` +
      "(the final batch is written at stop).",
  );
const out = new URL("./results/", import.meta.url);
mkdirSync(out, { recursive: true });
const file = new URL("page-views.json", out);
const settings = { duration, connections, rounds, warmup, engines };
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), settings, runs: Object.fromEntries(runs), counts: Object.fromEntries(counts) }, null, 2)}\n`,
);
console.log(`Wrote ${file.pathname}`);
