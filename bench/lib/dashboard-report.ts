// Prints bench/dashboard.ts results: the latency table with verdicts, then one line per query
// of the EXPLAIN ANALYZE plans of the views that missed the target.
import type { Explained } from "./dashboard-explain.ts";
import type { EngineName } from "./engines.ts";
import type { GetTiming } from "./get-latency.ts";
import { mb, round, table } from "./table.ts";

export interface EngineResult {
  engine: EngineName;
  /** sha256 prefix of the build/server/index.js the server ran (a snapshot per engine). */
  build: string;
  seeded: { seconds: number; counts: Record<string, number>; contactEmail: string };
  pages: (GetTiming & { view: string; path: string })[];
  explains: Record<string, Explained[]>;
  rss: number;
}

export interface ReportSettings {
  quotes: number;
  applications: number;
  warmup: number;
  requests: number;
  targetMs: number;
}

export function printReport(
  results: (EngineResult | { engine: EngineName; error: string })[],
  { quotes, applications, warmup, requests, targetMs }: ReportSettings,
) {
  const ok = results.filter((r): r is EngineResult => !("error" in r));
  const verdict = (ms: number) => (ms < targetMs ? "OK" : "SLOW");
  const rows = ok.flatMap((r) =>
    r.pages.map((p) => [
      r.engine,
      p.path,
      `${Object.keys(p.byStatus).join("/")}${p.problem ? " !" : ""}`,
      round(p.bodyBytes / 1024, 1),
      round(p.p50Ms, 1),
      round(p.p90Ms, 1),
      round(p.p99Ms, 1),
      round(p.meanMs, 1),
      verdict(p.p50Ms),
    ]),
  );
  console.log(
    `\nGET as admin, ${quotes} quotes / ${applications} applications, sequential, ` +
      `${warmup} warm-up + ${requests} measured per page; target p50 < ${targetMs} ms\n`,
  );
  const heads = [
    "engine",
    "page",
    "status",
    "KiB",
    "p50 ms",
    "p90 ms",
    "p99 ms",
    "mean ms",
    "verdict",
  ];
  console.log(table(heads, rows));
  for (const r of results) {
    if ("error" in r) {
      console.log(`${r.engine}: ERROR ${r.error.split("\n")[0]}`);
      continue;
    }
    const under = r.pages.filter((p) => p.p50Ms < targetMs).length;
    const all = under === r.pages.length;
    console.log(
      `${r.engine}: ${under}/${r.pages.length} pages p50 under ${targetMs} ms -> ` +
        `${all ? "MEETS" : "MISSES"} the target; peak server RSS ${mb(r.rss)} MB`,
    );
  }

  // EXPLAIN ANALYZE of the views that missed the target on any engine (all views are in the JSON).
  const slowViews = new Set(ok.flatMap((r) => r.pages.filter((p) => p.p50Ms >= targetMs)));
  for (const view of new Set([...slowViews].map((p) => p.view))) {
    console.log(`\nEXPLAIN ANALYZE for "${view}" (SQL equivalent of the loader's queries):`);
    for (const r of ok) {
      for (const e of r.explains[view] ?? []) {
        console.log(`  ${r.engine} ${e.name}: ${round(e.executionMs, 1)} ms  ${e.summary}`);
      }
    }
  }
  if (new Set(ok.map((r) => r.build)).size > 1) {
    console.log(
      "\nWARNING: build/ changed between engines (rebuilt during the run): HTML not comparable",
    );
  }
}
