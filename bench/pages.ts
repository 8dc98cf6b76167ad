// Throughput of SSR pages vs. a static file of the same size, served by the same production server.
// Usage: npm run bench:pages -- [--duration 10] [--connections 50] [--rounds 1] [--warmup 2]
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon, { type Result } from "autocannon";
import { autocannonFlags, autocannonSettings, flags, valueFlags } from "./lib/args.ts";
import { type Probe, probe } from "./lib/http.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { mb, median, round, table } from "./lib/table.ts";

const PAGES = [
  { name: "home", path: "/" },
  { name: "solutions-utilities", path: "/solutions/utilities" },
];
const HEADERS = { "accept-encoding": "gzip, br" };
const BROTLI_MAX = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

const { duration, connections, rounds, warmup } = autocannonSettings(
  flags(valueFlags(autocannonFlags)),
  1,
);

interface Target {
  label: string;
  kind: "page" | "static";
  page: string;
  url: string;
  htmlBytes: number;
  probe?: Probe;
}

interface Measurement {
  reqPerSec: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  failures: number;
  peakRssBytes: number;
}

// Each page's HTML, as an anonymous visitor gets it, from a first server. The second server,
// the one measured, serves copies of it as static files. They must exist before it starts, as
// its own precompressed files do: express-static-gzip looks for each file's .br/.gz once, at start.
const pageHtml = new Map<string, Buffer>();
{
  const first = await startServer();
  try {
    for (const { path } of PAGES) {
      const res = await fetch(`${first.origin}${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      pageHtml.set(path, Buffer.from(await res.arrayBuffer()));
    }
  } finally {
    await first.stop();
  }
}
const staticFile = (name: string) => `bench-static-${name}.html`;
const server = await startServer({
  beforeStart(clientDir) {
    mkdirSync(clientDir, { recursive: true });
    for (const { name, path } of PAGES) {
      const html = pageHtml.get(path) ?? Buffer.alloc(0);
      const file = join(clientDir, staticFile(name));
      writeFileSync(file, html);
      writeFileSync(`${file}.br`, brotliCompressSync(html, BROTLI_MAX));
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    }
  },
});
const cmdline = readFileSync(`/proc/${server.pid}/cmdline`, "utf8").split("\0").join(" ");
const rss = sampleRss(server.pid, 100);
const startRssBytes = rss.current() ?? 0;
const targets: Target[] = [];
const measured = new Map<Target, Measurement[]>();
let hwm: number | null = null;

function summarize(result: Result, peakRssBytes: number): Measurement {
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    // autocannon counts a timeout among its errors too.
    failures: result.errors + result.non2xx,
    peakRssBytes,
  };
}

const run = (url: string, seconds: number) =>
  autocannon({ url, connections, duration: seconds, headers: HEADERS });

try {
  if (!cmdline.includes(server.entry)) throw new Error(`pid ${server.pid} is not the server`);
  console.log(`Server ${server.origin} (pid ${server.pid}: ${cmdline.trim()})`);
  for (const { name, path } of PAGES) {
    const html = pageHtml.get(path) ?? Buffer.alloc(0);
    const file = staticFile(name);
    const staticUrl = `${server.origin}/${file}`;
    const check = await fetch(staticUrl);
    const served = Buffer.from(await check.arrayBuffer());
    if (check.status !== 200 || served.length !== html.length) {
      throw new Error(`static copy of ${path} not served as written (${check.status})`);
    }
    targets.push({
      label: path,
      kind: "page",
      page: path,
      url: `${server.origin}${path}`,
      htmlBytes: html.length,
    });
    targets.push({
      label: `/${file}`,
      kind: "static",
      page: path,
      url: staticUrl,
      htmlBytes: html.length,
    });
  }
  for (const t of targets) {
    t.probe = await probe(t.url, HEADERS);
    measured.set(t, []);
  }

  if (warmup > 0) {
    console.log(`Warm-up: ${warmup} s per target`);
    for (const t of targets) await run(t.url, warmup);
  }
  rss.mark();
  for (let r = 1; r <= rounds; r++) {
    for (const t of targets) {
      const result = await run(t.url, duration);
      server.assertAlive();
      const m = summarize(result, rss.mark());
      measured.get(t)?.push(m);
      console.log(
        `  round ${r}/${rounds} ${t.kind.padEnd(6)} ${t.label}: ${round(m.reqPerSec)} req/s, p99 ${m.p99} ms`,
      );
    }
  }
} finally {
  hwm = rss.highWaterMark(); // read before the server exits
  rss.stop();
  await server.stop();
}

const pick = (t: Target) => median(measured.get(t) ?? [], (m) => m.reqPerSec);
const rows = targets.map((t) => {
  const m = pick(t);
  return [
    `${t.kind} ${t.label}`,
    round(m.reqPerSec),
    m.p50,
    m.p99,
    round(m.bytesPerResponse),
    `${t.probe?.encoding} ${t.probe?.wireBytes}`,
    t.htmlBytes,
    m.failures,
    mb(m.peakRssBytes),
  ];
});
console.log(
  `\nautocannon: ${connections} connections, ${duration} s per target, ${rounds} round(s), ` +
    `Accept-Encoding: ${HEADERS["accept-encoding"]}${rounds > 1 ? " (median round by req/s)" : ""}\n`,
);
const headers = ["target", "req/s", "p50 ms", "p99 ms", "bytes/resp", "body on wire", "html bytes"];
console.log(table([...headers, "errors", "peak RSS MB"], rows));

const ratios = PAGES.map(({ path }) => {
  const page = targets.find((t) => t.page === path && t.kind === "page");
  const stat = targets.find((t) => t.page === path && t.kind === "static");
  if (!page || !stat) throw new Error(`missing targets for ${path}`);
  const [p, s] = [pick(page), pick(stat)];
  return { path, reqPerSec: p.reqPerSec / s.reqPerSec, p99: p.p99 / s.p99 };
});
console.log(
  "\npage/static ratio (req/s below 1 = SSR page slower; p99 above 1 = SSR page slower):",
);
console.log(
  table(
    ["page", "req/s ratio", "p99 ratio"],
    ratios.map((r) => [r.path, round(r.reqPerSec, 3), round(r.p99, 2)]),
  ),
);
console.log(
  `\nServer peak RSS (VmRSS sampled every 100 ms): ${mb(rss.peak())} MB; ` +
    `${mb(startRssBytes)} MB when ready, before load` +
    (hwm === null ? "" : ` (kernel VmHWM: ${mb(hwm)} MB)`),
);

const outDir = new URL("./results/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const out = new URL("pages.json", outDir);
const report = {
  date: new Date().toISOString(),
  settings: {
    connections,
    durationSeconds: duration,
    rounds,
    warmupSeconds: warmup,
    headers: HEADERS,
  },
  targets: targets.map((t) => ({ ...t, runs: measured.get(t), median: pick(t) })),
  ratios,
  startRssBytes,
  peakRssBytes: rss.peak(),
  vmHwmBytes: hwm,
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${out.pathname}`);
