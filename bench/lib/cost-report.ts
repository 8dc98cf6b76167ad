// Prints bench/cost-curve.ts results as tables and lays them out as the chart's panels.
import type { Panel } from "./cost-chart.ts";
import type { EngineName } from "./engines.ts";
import { round, table } from "./table.ts";

export interface Point {
  engine: EngineName;
  x: number;
  reqPerSec?: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  peakRssMb: number;
}
export type ListPoint = Point & { view: "list" | "search"; seedS: number };

export interface CostResults {
  pages: Point[];
  submissions: Point[];
  lists: ListPoint[];
}

export interface TableSettings {
  durationS: number;
  submissionsPerLevel: number;
  warmup: number;
  requests: number;
}

export function printCostTables(
  { pages, submissions, lists }: CostResults,
  { durationS, submissionsPerLevel, warmup, requests }: TableSettings,
) {
  const row = (p: Point, extra: (string | number)[] = []) => [
    p.engine,
    ...extra,
    p.x,
    p.reqPerSec === undefined ? "-" : round(p.reqPerSec, 1),
    round(p.p50Ms, 1),
    round(p.p99Ms, 1),
    p.errors,
    p.peakRssMb,
  ];
  const cols = ["req/s", "p50 ms", "p99 ms", "errors", "peak RSS MB"];
  // A part that was not run (--parts) prints nothing, as the chart leaves its panels out.
  const print = (heading: string, head: string[], rows: (string | number)[][]) => {
    if (rows.length) console.log(`\n${heading}\n\n${table([...head, ...cols], rows)}`);
  };
  print(
    `GET / (cached page), ${durationS} s per level (autocannon)`,
    ["engine", "connections"],
    pages.map((p) => row(p)),
  );
  print(
    `POST /api/quotes, ${submissionsPerLevel} distinct submissions per level`,
    ["engine", "concurrency"],
    submissions.map((p) => row(p)),
  );
  print(
    `Admin lead list, one request at a time (${warmup} + ${requests} GETs)`,
    ["engine", "view", "leads"],
    lists.map((p) => row(p, [p.view])),
  );
}

export function costPanels(
  engines: EngineName[],
  { pages, submissions, lists }: CostResults,
): Panel[] {
  const COLORS: Record<string, string> = { pglite: "#1d4ed8", postgres: "#c2410c" };
  const series = (points: Point[], value: (p: Point) => number | undefined, suffix = "") =>
    engines.map((engine) => ({
      label: `${engine}${suffix}`,
      color: suffix ? (engine === "pglite" ? "#60a5fa" : "#fb923c") : (COLORS[engine] ?? "#333"),
      points: points
        .filter((p) => p.engine === engine)
        .map((p) => ({ x: p.x, y: value(p) ?? NaN })),
    }));
  const panel = (title: string, xLabel: string, yLabel: string, lines: Panel["lines"]): Panel => ({
    title,
    xLabel,
    yLabel,
    lines,
  });
  const leadPanel = (view: ListPoint["view"], title: string) => {
    const points = lists.filter((p) => p.view === view);
    const p50 = series(points, (p) => p.p50Ms);
    return panel(title, "leads in the table", "ms", [
      ...p50,
      ...series(points, (p) => p.p99Ms, " p99"),
    ]);
  };
  // Pages and submissions are drawn alike: throughput, then p99, against their concurrency.
  const loads = [
    { what: "Pages", points: pages, xLabel: "concurrent connections", rate: "requests per second" },
    { what: "Submissions", points: submissions, xLabel: "concurrent posts", rate: "per second" },
  ];
  return [
    ...loads.flatMap(({ what, points, xLabel, rate }) => {
      const perSecond = series(points, (p) => p.reqPerSec);
      const p99 = series(points, (p) => p.p99Ms);
      return [
        panel(`${what}: ${rate}`, xLabel, "req/s", perSecond),
        panel(`${what}: p99 latency`, xLabel, "ms", p99),
      ];
    }),
    leadPanel("list", "Lead list: p50 / p99"),
    leadPanel("search", "Lead search: p50 / p99"),
  ];
}
