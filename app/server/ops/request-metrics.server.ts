import { Histogram, Registry } from "prom-client";

/**
 * This process's own series (record 104): request durations by route pattern and status, kept
 * by prom-client. Observing is a few increments; the text is built only when /metrics is read.
 */
export const processMetrics = new Registry();

const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern and status.",
  labelNames: ["route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export function observeRequest(route: string, status: number, seconds: number) {
  requestDuration.observe({ route, status: String(status) }, seconds);
}

/** Tests start from nothing. */
export function resetRequestMetrics() {
  requestDuration.reset();
}
