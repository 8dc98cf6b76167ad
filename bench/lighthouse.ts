// Lighthouse 13 (default config: mobile, simulated throttling) against the production build.
// Usage: npm run bench:lighthouse -- [--runs 3] [--routes /,/contact] [--throttling devtools]
// The first row is a blank page served beside the site: the machine's floor (bench/lib/blank-page.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import lighthouse, { type Result } from "lighthouse";
import { flags, positiveInt, routeList } from "./lib/args.ts";
import { startBlankPage } from "./lib/blank-page.ts";
import { lanternWindows, WORK_KINDS, workKinds } from "./lib/blocking.ts";
import { launchChrome } from "./lib/chrome.ts";
import { CATEGORIES, type RunSummary, summarize } from "./lib/lhr.ts";
import { startServer } from "./lib/server.ts";
import { median, round, table } from "./lib/table.ts";

const DEFAULT_ROUTES = [
  "/",
  "/solutions",
  "/products/aurora-cloud-suite",
  "/use-cases",
  "/case-studies/aerospace-supply-chain-optimization",
  "/contact",
];

const args = flags({
  runs: { type: "string" },
  routes: { type: "string" },
  throttling: { type: "string" },
});
const runs = positiveInt(args.runs, "runs", 3);
const routes = routeList(args.routes, DEFAULT_ROUTES);
// "simulate" (the default, Lantern) or "devtools": the page really loads on the throttled link
// and CPU, so LCP is what was observed rather than modelled.
const throttlingMethod = args.throttling === "devtools" ? "devtools" : "simulate";
if (args.throttling !== undefined && args.throttling !== throttlingMethod) {
  throw new Error(`--throttling must be simulate or devtools, not ${args.throttling}`);
}

const fmt = (n: number | null, digits = 0) => (n === null ? "n/a" : String(round(n, digits)));

const BLANK = "(blank page)";
const server = await startServer();
const blank = await startBlankPage();
const urlOf = (route: string) =>
  route === BLANK ? `${blank.origin}/` : `${server.origin}${route}`;
const results: { route: string; retried: number; median: RunSummary; runs: RunSummary[] }[] = [];
let settings: Result["configSettings"] | undefined;
let lighthouseVersion = "";
try {
  console.log(`Server ${server.origin} (pid ${server.pid}); a new Chromium profile per run`);
  for (const route of [BLANK, ...routes]) {
    const perRoute: RunSummary[] = [];
    let retried = 0;
    for (let i = 1; i <= runs; i++) {
      // Every run is a first visit: Lighthouse clears the cache and storage between runs but
      // keeps cookies, and the site remembers in a cookie that the browser has its typeface.
      const chrome = await launchChrome();
      const result = await lighthouse(urlOf(route), {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        throttlingMethod,
      }).finally(() => chrome.kill());
      server.assertAlive();
      if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
      // A trace Chrome recorded without its navigation start says nothing about the page, and
      // Lighthouse's own advice is to run again: such a run is repeated (up to twice per run on
      // average), and the repeats are counted in the output.
      if (result.lhr.runtimeError?.code === "NO_NAVSTART" && retried < 2 * runs) {
        retried++;
        console.log(`  ${route} run ${i}/${runs}: NO_NAVSTART (a broken trace), run again`);
        i--;
        continue;
      }
      settings ??= result.lhr.configSettings;
      lighthouseVersion = result.lhr.lighthouseVersion;
      const windows = await lanternWindows(result.lhr, result.artifacts);
      const summary = summarize(route, result.lhr, result.artifacts.Trace.traceEvents, windows);
      perRoute.push(summary);
      const err = summary.runtimeError ? `  ERROR: ${summary.runtimeError}` : "";
      console.log(
        `  ${route} run ${i}/${runs}: performance ${fmt(summary.scores.performance)}${err}`,
      );
    }
    results.push({
      route,
      retried,
      median: median(perRoute, (r) => r.scores.performance ?? -1),
      runs: perRoute,
    });
  }
} finally {
  await Promise.all([server.stop(), blank.stop()]);
}

console.log(
  `\nLighthouse ${lighthouseVersion}, formFactor=${settings?.formFactor}, ` +
    `throttling=${settings?.throttlingMethod}; median of ${runs} run(s) by performance score\n`,
);
console.log(
  table(
    [
      "route",
      "perf",
      "perf range",
      "a11y",
      "best-pr",
      "seo",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "TBT range",
      "TBT 0 runs",
      "script TBT range",
      "TTI ms",
      "hydrated ms",
      "CLS",
      "JS bytes",
      "CPU index",
      "repeats",
    ],
    results.map(({ route, retried, median: m, runs: all }) => {
      const perf = all.map((r) => r.scores.performance ?? 0);
      const tbt = all.map((r) => Math.round(r.tbtMs ?? 0));
      const scriptTbt = all.map((r) => Math.round(r.blocking?.inScriptTasks ?? 0));
      return [
        route,
        fmt(m.scores.performance),
        `${Math.min(...perf)}-${Math.max(...perf)}`,
        fmt(m.scores.accessibility),
        fmt(m.scores["best-practices"]),
        fmt(m.scores.seo),
        fmt(m.fcpMs),
        fmt(m.lcpMs),
        fmt(m.tbtMs),
        `${Math.min(...tbt)}-${Math.max(...tbt)}`,
        `${tbt.filter((t) => t === 0).length}/${tbt.length}`,
        `${Math.min(...scriptTbt)}-${Math.max(...scriptTbt)}`,
        fmt(m.ttiMs),
        fmt(m.hydratedMs),
        fmt(m.cls, 3),
        fmt(m.jsTransferBytes),
        fmt(median(all, (r) => r.benchmarkIndex ?? 0).benchmarkIndex),
        String(retried),
      ];
    }),
  ),
);

// Where the TBT comes from: work that is ours to cut (scripts, the page's own parse and style)
// against the browser's (committing the navigation).
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1);
console.log(
  "\nBlocking time by kind of work, ms, mean per run (the long-tasks audit's tasks, counted as TBT counts them):\n",
);
console.log(
  table(
    ["route", "TBT", "sum", ...workKinds.map((k) => WORK_KINDS[k])],
    results.map(({ route, runs: all }) => [
      route,
      fmt(mean(all.map((r) => r.tbtMs ?? 0))),
      fmt(mean(all.map((r) => r.blocking?.total ?? 0))),
      ...workKinds.map((k) => fmt(mean(all.map((r) => r.blocking?.byKind[k] ?? 0)))),
    ]),
  ),
);

let anyFailing = false;
for (const { route, median: m } of results) {
  if (m.runtimeError) console.log(`\n${route}: runtime error: ${m.runtimeError}`);
  for (const w of m.warnings) console.log(`\n${route}: warning: ${w}`);
  for (const cat of CATEGORIES) {
    const list = m.failing[cat];
    if (!list?.length) continue;
    if (!anyFailing) console.log("\nFailing audits (median run; score < 1, weight > 0):");
    anyFailing = true;
    console.log(`\n${route} - ${cat} (${fmt(m.scores[cat])})`);
    for (const a of list) {
      const value = a.displayValue ? ` [${a.displayValue}]` : "";
      console.log(`  ${a.id}: ${a.title} (score ${round(a.score, 2)})${value}`);
      for (const e of a.examples) if (e) console.log(`      - ${e}`);
    }
  }
}
if (!anyFailing) console.log("\nNo failing weighted audits in the median runs.");

const outDir = new URL("./results/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const out = new URL("lighthouse.json", outDir);
const report = {
  date: new Date().toISOString(),
  lighthouseVersion,
  formFactor: settings?.formFactor,
  throttlingMethod: settings?.throttlingMethod,
  runsPerRoute: runs,
  results,
};
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWrote ${out.pathname}`);
