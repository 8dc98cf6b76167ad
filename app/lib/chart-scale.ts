/** A y axis that ends on a round number: the top value and the ticks from 0 to it (≤ 5 steps). */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough && Number.isInteger(s)) ??
    Math.ceil(rough);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/**
 * The y axis of a chart whose plot area starts `top` units down and is `height` tall: its ticks
 * (niceTicks of the largest value) and where a value sits on it.
 */
export function yScale(max: number, top: number, height: number) {
  const ticks = niceTicks(max);
  const last = ticks[ticks.length - 1] ?? 1;
  return { ticks, y: (n: number) => top + height - (n / last) * height };
}

/** "2026-11-02" → "Nov 2" (the week's Monday, as the axis shows it). */
export function weekLabel(week: string): string {
  return new Date(`${week}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

export type SourceSeries = { name: string; color: string; total: number };

const palette = ["#1d4ed8", "#0f766e", "#b45309", "#7e22ce", "#be123c", "#475569"];

/** The source groups to stack, largest first; beyond five they are summed as "Other". */
export function sourceSeries(weeks: { sources?: Record<string, number> }[]): SourceSeries[] {
  const totals = new Map<string, number>();
  for (const week of weeks)
    for (const [name, n] of Object.entries(week.sources ?? {}))
      totals.set(name, (totals.get(name) ?? 0) + n);
  const sorted = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = sorted.length > 6 ? sorted.slice(0, 5) : sorted;
  const other = sorted.slice(kept.length).reduce((sum, [, n]) => sum + n, 0);
  const series = kept.map(([name, total], i) => ({ name, total, color: palette[i] ?? "#475569" }));
  return other ? [...series, { name: "Other", total: other, color: "#475569" }] : series;
}

/** A week's count for one series; "Other" (never a group's own name) sums the rest. */
export function seriesCount(
  sources: Record<string, number> | undefined,
  series: SourceSeries,
  all: SourceSeries[],
): number {
  if (series.name !== "Other") return sources?.[series.name] ?? 0;
  const named = new Set(all.map((s) => s.name));
  return Object.entries(sources ?? {}).reduce(
    (sum, [name, n]) => sum + (named.has(name) ? 0 : n),
    0,
  );
}
