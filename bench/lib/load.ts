// A fixed number of distinct POSTs played by a pool of fetch workers (each request has its own
// body, which autocannon's fixed-request model does not do well), with per-request latency.

export interface LoadResult {
  requests: number;
  elapsedMs: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  ok2xx: number;
  /** Answers by status code, e.g. { "201": 1998, "500": 2 }; network failures under "error". */
  byStatus: Record<string, number>;
  /** A few distinct failure samples: status and body start, or the fetch error. */
  failures: string[];
  /** performance.now() when the last answer arrived. */
  endedAt: number;
}

export interface LoadOptions {
  url: string;
  count: number;
  concurrency: number;
  /** Body and headers of request number `i` (0-based). */
  request: (i: number) => { body: string; headers: Record<string, string> };
  timeoutMs?: number;
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] ?? Number.NaN;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, count, concurrency, request, timeoutMs = 60_000 } = options;
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const failures = new Set<string>();
  let next = 0;
  let ok2xx = 0;

  const note = (key: string, sample?: string) => {
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    if (sample && failures.size < 10) failures.add(sample);
  };

  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const { body, headers } = request(i);
      const t0 = performance.now();
      try {
        const res = await fetch(url, {
          method: "POST",
          body,
          // As a browser would: the server refuses state changes without a same-site Origin.
          headers: { origin: new URL(url).origin, ...headers },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        latencies.push(performance.now() - t0);
        if (res.status >= 200 && res.status < 300) {
          ok2xx++;
          note(String(res.status));
        } else {
          note(String(res.status), `${res.status}: ${text.slice(0, 300)}`);
        }
      } catch (error) {
        latencies.push(performance.now() - t0);
        const e = error as Error & { cause?: { code?: string; message?: string } };
        note(
          "error",
          `fetch failed: ${e.name} ${e.message} ${e.cause?.code ?? e.cause?.message ?? ""}`,
        );
      }
    }
  }

  const start = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  const endedAt = performance.now();
  const elapsedMs = endedAt - start;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: count,
    elapsedMs,
    reqPerSec: count / (elapsedMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    ok2xx,
    byStatus,
    failures: [...failures],
    endedAt,
  };
}

/** Polls until `count()` reaches `target` or `timeoutMs` passes; resolves with the elapsed ms. */
export async function waitForCount(
  count: () => number,
  target: number,
  options: { timeoutMs: number; intervalMs?: number; since?: number; alive?: () => void },
): Promise<{ reached: boolean; ms: number }> {
  const { timeoutMs, intervalMs = 100, since = performance.now(), alive = () => {} } = options;
  for (;;) {
    const ms = performance.now() - since;
    if (count() >= target) return { reached: true, ms };
    if (ms > timeoutMs) return { reached: false, ms };
    alive();
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
