// Condense a Lighthouse result (LHR) into the figures bench/lighthouse.ts prints and saves.
import type { Result } from "lighthouse";
import { type Blocking, blockingTime, type Window } from "./blocking.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Up to 3 offending items (console message, element selector, URL) to locate the problem. */
  examples: string[];
}

export interface RunSummary {
  route: string;
  finalUrl: string;
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /**
   * The blocking time by kind of work, and the part in tasks Lighthouse attributes to a script
   * file, from the long-tasks audit (./blocking.ts).
   */
  blocking: Blocking | null;
  /** Time to interactive (Lighthouse's `interactive` metric). */
  ttiMs: number | null;
  /** When the page said it had hydrated (the `hydrated` user-timing mark), observed, not simulated. */
  hydratedMs: number | null;
  cls: number | null;
  jsTransferBytes: number | null;
  /**
   * Lighthouse's measure of this machine's CPU at the time (higher is faster). Simulated TBT
   * grows much faster than linearly as it falls: compare runs only at similar indexes.
   */
  benchmarkIndex: number | null;
  failing: Partial<Record<Category, FailingAudit[]>>;
  warnings: string[];
  runtimeError?: string;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

function scriptTransferBytes(lhr: Result): number | null {
  type Item = Record<string, unknown>;
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: Item[] })?.items ?? []) as Item[];
  const summary = items("resource-summary").find((i) => i.resourceType === "script");
  if (summary && typeof summary.transferSize === "number") return summary.transferSize;
  const requests = items("network-requests").filter((i) => i.resourceType === "Script");
  if (requests.length === 0) return null;
  return requests.reduce(
    (sum, i) => sum + (typeof i.transferSize === "number" ? i.transferSize : 0),
    0,
  );
}

function examples(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const loc = item.sourceLocation as { url?: string; line?: number } | undefined;
    const parts = [
      item.description,
      node?.selector ?? node?.snippet,
      loc?.url ? `${loc.url}:${loc.line ?? "?"}` : item.url,
    ];
    const text = parts.filter((p) => typeof p === "string" && p).join(" @ ");
    return text.length > 200 ? `${text.slice(0, 197)}...` : text;
  });
}

function userMark(lhr: Result, name: string): number | null {
  type Timing = { name?: string; timingType?: string; startTime?: number };
  const items = ((lhr.audits["user-timings"]?.details as { items?: Timing[] })?.items ??
    []) as Timing[];
  const mark = items.find((i) => i.name === name && i.timingType === "Mark");
  return typeof mark?.startTime === "number" ? mark.startTime : null;
}

/**
 * `traceEvents`: the run's trace (`artifacts.Trace.traceEvents`), and `windows`: where a simulated
 * run's TBT counts (lanternWindows), to say what the blocking time was.
 */
export function summarize(
  route: string,
  lhr: Result,
  traceEvents: unknown[] = [],
  windows?: Window[] | null,
): RunSummary {
  const blocking = blockingTime(lhr, traceEvents, windows);
  const scores = {} as Record<Category, number | null>;
  const failing: RunSummary["failing"] = {};
  for (const cat of CATEGORIES) {
    const category = lhr.categories[cat];
    scores[cat] = category?.score == null ? null : Math.round(category.score * 100);
    if (!category || category.score === 1) continue;
    const list: FailingAudit[] = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight <= 0 || !audit || audit.score === null || audit.score >= 1) continue;
      const { title, score, displayValue } = audit;
      list.push({ id: ref.id, title, score, displayValue, examples: examples(audit.details) });
    }
    if (list.length) failing[cat] = list;
  }
  return {
    route,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    blocking,
    ttiMs: numeric(lhr, "interactive"),
    hydratedMs: userMark(lhr, "hydrated"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsTransferBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing,
    warnings: lhr.runWarnings,
    runtimeError: lhr.runtimeError?.message,
  };
}
