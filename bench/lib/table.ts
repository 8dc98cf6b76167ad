// Plain-text table and number formatting for bench output.

export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join("\n");
}

export const round = (n: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

export const mb = (bytes: number) => round(bytes / (1024 * 1024), 1);

export function median<T>(items: T[], key: (t: T) => number): T {
  if (items.length === 0) throw new Error("median of an empty list");
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  // Lower median for even counts, so the pick is always a real run.
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}
