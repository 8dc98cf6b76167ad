/**
 * Request durations by route pattern and status, kept per process as a Prometheus histogram
 * (record 104). Observing is an array increment; the text is built only when /metrics is read.
 */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { counts: number[]; sum: number; count: number };

const series = new Map<string, Series>();

/** Label values are route patterns and status codes; quotes and backslashes are escaped anyway. */
function label(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

export function observeRequest(route: string, status: number, seconds: number) {
  const key = `route="${label(route)}",status="${status}"`;
  let entry = series.get(key);
  if (!entry) {
    entry = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
    series.set(key, entry);
  }
  const counts = entry.counts;
  BUCKETS.forEach((bound, i) => {
    if (seconds <= bound) counts[i] = (counts[i] ?? 0) + 1;
  });
  entry.sum += seconds;
  entry.count++;
}

export function requestMetricsText(): string {
  const name = "http_request_duration_seconds";
  const lines = [
    `# HELP ${name} Time to answer a request, by route pattern and status.`,
    `# TYPE ${name} histogram`,
  ];
  for (const [key, entry] of series) {
    BUCKETS.forEach((bound, i) => {
      lines.push(`${name}_bucket{${key},le="${bound}"} ${entry.counts[i]}`);
    });
    lines.push(`${name}_bucket{${key},le="+Inf"} ${entry.count}`);
    lines.push(`${name}_sum{${key}} ${entry.sum}`);
    lines.push(`${name}_count{${key}} ${entry.count}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Tests start from nothing. */
export function resetRequestMetrics() {
  series.clear();
}
