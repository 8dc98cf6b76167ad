// Sequential GETs of one URL (one request in flight at a time): warm-up, then measured requests,
// with nearest-rank percentiles. Every answer is checked; the first unexpected one is kept.
import { percentile } from "./load.ts";

export interface GetTiming {
  requests: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  meanMs: number;
  minMs: number;
  maxMs: number;
  /** Answers by status code, warm-up included. */
  byStatus: Record<string, number>;
  /** Decoded body size of the last answer. */
  bodyBytes: number;
  /** Status and body start of the first answer that was not a 200 or failed `check`. */
  problem: string | null;
}

export interface GetOptions {
  headers: Record<string, string>;
  warmup: number;
  requests: number;
  /** Returns a reason when a 200 body is still wrong (e.g. an error message in the page). */
  check?: (body: string) => string | null;
  timeoutMs?: number;
}

export async function timeGets(url: string, options: GetOptions): Promise<GetTiming> {
  const { headers, warmup, requests, check = () => null, timeoutMs = 60_000 } = options;
  const samples: number[] = [];
  const byStatus: Record<string, number> = {};
  let problem: string | null = null;
  let bodyBytes = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const t0 = performance.now();
    const res = await fetch(url, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (i >= warmup) samples.push(ms);
    byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
    bodyBytes = Buffer.byteLength(body);
    const reason = res.status === 200 ? check(body) : `status ${res.status}`;
    if (reason && !problem) {
      const location = res.headers.get("location");
      const where = location ? ` -> ${location}` : "";
      problem = `${reason}${where}: ${body.slice(0, 200).replace(/\s+/g, " ")}`;
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests,
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    meanMs: samples.reduce((a, b) => a + b, 0) / Math.max(samples.length, 1),
    minMs: sorted[0] ?? Number.NaN,
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    byStatus,
    bodyBytes,
    problem,
  };
}
