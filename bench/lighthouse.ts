// Lighthouse (default config: mobile, simulated throttling) against the production build: the
// four category scores and the Core Web Vitals per route, median of --runs by performance score.
// Usage: npm run bench:lighthouse -- [--runs 3] [--routes /,/contact]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { flags, positiveInt, routeList } from "./lib/args.ts";
import { startServer } from "./lib/server.ts";
import { median, round, table } from "./lib/table.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const DEFAULT_ROUTES = ["/", "/solutions", "/products/aurora-cloud-suite", "/contact"];

const args = flags({ runs: { type: "string" }, routes: { type: "string" } });
const runs = positiveInt(args.runs, "runs", 3);
const routes = routeList(args.routes, DEFAULT_ROUTES);

/** One run's figures: category scores (0-100) and the metrics a visitor feels. */
function figures(route: string, lhr: Result) {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = (c: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[c]?.score;
    return s == null ? null : Math.round(s * 100);
  };
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<string, number>,
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}
type Figures = ReturnType<typeof figures>;

const server = await startServer();
const results: { route: string; median: Figures; runs: Figures[] }[] = [];
let version = "";
try {
  console.log(`Server ${server.origin} (pid ${server.pid}); a new Chromium profile per run`);
  for (const route of routes) {
    const perRoute: Figures[] = [];
    for (let i = 1; i <= runs; i++) {
      // A new profile per run: every run is a first visit (the site keeps a cookie, record 056).
      const userDataDir = mkdtempSync(join(tmpdir(), "bench-chrome-"));
      const chrome = await launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless", ...chromiumFlags, "--disable-dev-shm-usage"],
        userDataDir,
        logLevel: "silent",
      });
      const result = await lighthouse(`${server.origin}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      }).finally(() => {
        chrome.kill();
        rmSync(userDataDir, { recursive: true, force: true });
      });
      server.assertAlive();
      if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
      version = result.lhr.lighthouseVersion;
      const run = figures(route, result.lhr);
      perRoute.push(run);
      const error = run.runtimeError ? `  ERROR: ${run.runtimeError}` : "";
      console.log(`  ${route} run ${i}/${runs}: performance ${run.scores.performance}${error}`);
    }
    results.push({
      route,
      median: median(perRoute, (r) => r.scores.performance ?? -1),
      runs: perRoute,
    });
  }
} finally {
  await server.stop();
}

const fmt = (n: number | null, digits = 0) => (n === null ? "n/a" : String(round(n, digits)));
console.log(`\nLighthouse ${version}, mobile, simulated throttling; median of ${runs} run(s)\n`);
console.log(
  table(
    ["route", "perf", "perf range", "a11y", "best-pr", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS"],
    results.map(({ route, median: m, runs: all }) => {
      const perf = all.map((r) => r.scores.performance ?? 0);
      return [
        route,
        fmt(m.scores.performance ?? null),
        `${Math.min(...perf)}-${Math.max(...perf)}`,
        fmt(m.scores.accessibility ?? null),
        fmt(m.scores["best-practices"] ?? null),
        fmt(m.scores.seo ?? null),
        fmt(m.fcpMs),
        fmt(m.lcpMs),
        fmt(m.tbtMs),
        fmt(m.cls, 3),
      ];
    }),
  ),
);
for (const { route, median: m } of results) {
  for (const audit of m.failing) console.log(`${route}: failing ${audit}`);
}

const outDir = new URL("./results/", import.meta.url);
mkdirSync(outDir, { recursive: true });
const out = new URL("lighthouse.json", outDir);
writeFileSync(out, `${JSON.stringify({ date: new Date(), version, runs, results }, null, 2)}\n`);
console.log(`\nWrote ${out.pathname}`);
