// Where a Lighthouse run's blocking time goes, by kind of work. The long-tasks audit lists the
// simulated tasks of 50 ms or more, but in simulated mode it files all their time under "other"
// (its own TODO). So each simulated task is matched to the observed task it was made from (Lantern
// scales an observed task by the CPU slowdown, or by half of it for a task that did layout), and
// its blocking part (past 50 ms, inside the windows TBT counts in) is shared out over the kinds of
// work that observed task did. Lighthouse's simulated TBT is the mean of two sums over those tasks,
// each in its own window (lanternWindows); counted in the same windows, the split adds up to it.
import type { Artifacts, Result } from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
// Lighthouse's own grouping of trace events into kinds of work.
import { taskNameToGroup } from "lighthouse/core/lib/tracehouse/task-groups.js";

export const WORK_KINDS = {
  navigation: "document commit",
  parseHTML: "parse HTML",
  styleLayout: "style, layout",
  paintCompositeRender: "paint",
  scriptParseCompile: "script compile",
  scriptEvaluation: "script run",
  garbageCollection: "GC",
  other: "other",
  unmatched: "no match",
} as const;
export type WorkKind = keyof typeof WORK_KINDS;
export const workKinds = Object.keys(WORK_KINDS) as WorkKind[];

export interface Blocking {
  total: number;
  byKind: Record<WorkKind, number>;
  /** Blocking time in tasks Lighthouse attributes to a script file rather than to the document. */
  inScriptTasks: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}
type DebugTask = { urlIndex: number; startTime: number; duration: number };
type Observed = { simulatedMs: number; byKind: Record<WorkKind, number>; matched: boolean };

const zeros = () => Object.fromEntries(workKinds.map((k) => [k, 0])) as Record<WorkKind, number>;
/**
 * Committing a document, which Lighthouse files under "other": the page's own navigation (the
 * browser's work), and the document an SVG image is drawn from.
 */
const isNavigation = (name: string) =>
  /^(DocumentLoader|NavigationBodyLoader|LocalWindowProxy)::/.test(name);

function kindOf(name: string, parent: WorkKind): WorkKind {
  if (isNavigation(name)) return "navigation";
  const group = (taskNameToGroup as Record<string, { id: WorkKind } | undefined>)[name];
  return group?.id ?? parent;
}

/** The page's main-thread tasks, each with its self time by kind and its simulated duration. */
function observedTasks(events: TraceEvent[], cpuSlowdown: number): Observed[] {
  const nav = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  if (!nav) return [];
  const main = events.find(
    (e) => e.name === "thread_name" && e.pid === nav.pid && e.args?.name === "CrRendererMain",
  );
  const onMain = events
    .filter((e) => e.ph === "X" && e.pid === nav.pid && e.tid === main?.tid && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Observed[] = [];
  // The open events of the current top-level task, innermost last, each with its self time so far.
  const open: { end: number; kind: WorkKind; self: number }[] = [];
  let task: { byKind: Record<WorkKind, number>; layout: boolean; dur: number } | null = null;
  const closeUpTo = (ts: number) => {
    for (let last = open.at(-1); last && last.end <= ts; last = open.at(-1)) {
      open.pop();
      if (task) task.byKind[last.kind] += last.self / 1000;
    }
    if (task && open.length === 0) {
      const multiplier = task.layout ? cpuSlowdown / 2 : cpuSlowdown;
      tasks.push({
        simulatedMs: Math.round((task.dur / 1000) * multiplier),
        byKind: task.byKind,
        matched: false,
      });
      task = null;
    }
  };
  for (const e of onMain) {
    closeUpTo(e.ts);
    const dur = e.dur ?? 0;
    const parent = open.at(-1);
    if (parent) {
      parent.self -= dur;
      if (e.name === "Layout" && task) task.layout = true;
    } else if (e.name === "RunTask") {
      task = { byKind: zeros(), layout: false, dur };
    } else {
      continue;
    }
    open.push({ end: e.ts + dur, kind: kindOf(e.name, parent?.kind ?? "other"), self: dur });
  }
  closeUpTo(Number.POSITIVE_INFINITY);
  return tasks;
}

/** A window of the load in which TBT counts the part of a long task past 50 ms, [from, to] ms. */
export type Window = [from: number, to: number];

/**
 * The windows Lantern's TBT counts in, each weighing a half: [pessimistic FCP, optimistic TTI] and
 * [optimistic FCP, pessimistic TTI]. Lighthouse reports only the blend of each metric, and a task
 * that the blended FCP leaves out (the navigation commit, which Lantern's FCP graph does not wait
 * for) may still reach into the wider window. Null when the run was not simulated, or when Lantern
 * could not model it (a broken trace): the split then counts in the blended FCP-TTI.
 */
export async function lanternWindows(lhr: Result, artifacts: Artifacts): Promise<Window[] | null> {
  if (lhr.configSettings.throttlingMethod !== "simulate") return null;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings: lhr.configSettings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: [],
    HostDPR: artifacts.HostDPR,
  };
  // One cache for both: they share the page's graph and the simulator.
  type Context = Parameters<typeof LanternInteractive.request>[1];
  const context = { computedCache: new Map(), settings: lhr.configSettings } as unknown as Context;
  const estimates = await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternInteractive.request(data, context),
  ]).catch(() => null);
  if (!estimates) return null;
  const [fcp, tti] = estimates;
  return [
    [fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ];
}

/** A task's blocking part in each window, by Lighthouse's own rule, averaged. */
function blockingIn(windows: Window[], start: number, duration: number): number {
  const task = { start, end: start + duration, duration };
  let sum = 0;
  for (const [from, to] of windows) {
    sum += Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(task, from, to);
  }
  return sum / windows.length;
}

/**
 * `windows`: Lantern's (lanternWindows) for a simulated run; without them, the run's own FCP-TTI,
 * which is what an observed (devtools) run's TBT counts in.
 */
export function blockingTime(
  lhr: Result,
  traceEvents: unknown[],
  windows?: Window[] | null,
): Blocking | null {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
  const tti = lhr.audits.interactive?.numericValue;
  const details = lhr.audits["long-tasks"]?.details as
    | { debugData?: { urls?: string[]; tasks?: DebugTask[] } }
    | undefined;
  if (fcp === undefined || tti === undefined || !details) return null;
  const countIn: Window[] = windows ?? [[fcp, tti]];
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
  const observed = observedTasks(traceEvents as TraceEvent[], slowdown);
  const urls = details.debugData?.urls ?? [];
  const byKind = zeros();
  let total = 0;
  let inScriptTasks = 0;
  for (const task of details.debugData?.tasks ?? []) {
    const blocking = blockingIn(countIn, task.startTime, task.duration);
    if (blocking <= 0) continue;
    total += blocking;
    if (urls[task.urlIndex]?.endsWith(".js")) inScriptTasks += blocking;
    // debugData rounds to tenths, the simulation to whole milliseconds.
    const source = observed.find((o) => !o.matched && Math.abs(o.simulatedMs - task.duration) < 1);
    if (!source) {
      byKind.unmatched += blocking;
      continue;
    }
    source.matched = true;
    const worked = workKinds.reduce((sum, k) => sum + source.byKind[k], 0);
    for (const k of workKinds) byKind[k] += worked > 0 ? (blocking * source.byKind[k]) / worked : 0;
  }
  return { total, byKind, inScriptTasks };
}
