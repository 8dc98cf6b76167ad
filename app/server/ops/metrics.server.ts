import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Gauge, Registry } from "prom-client";
import { pageViewBacklog } from "../analytics/recorder.server";
import { database } from "../db/index.server";
import { rowsOf } from "../db/rows.server";
import { processMetrics } from "./request-metrics.server";

/**
 * /metrics in Prometheus text (record 104). The queue and failure figures are read from the
 * database at scrape time, so every instance reports the same, correct figures whichever
 * instance did the work; request durations, the page-view backlog, the pool and memory are this
 * process's own.
 */
type Figure = {
  name: string;
  help: string;
  value: number | undefined;
  labels?: Record<string, string>;
};

type QueueFigures = {
  outbox_waiting: number;
  outbox_oldest_seconds: number | null;
  outbox_failing: number;
  webhooks_failing: number;
  webhooks_abandoned: number;
  inbound_accepted: number;
  inbound_refused: number;
};

async function queueFigures(): Promise<QueueFigures> {
  const result = await database().db.execute(sql`
    select
      (select count(*)::int from email_outbox where sent_at is null) as outbox_waiting,
      (select extract(epoch from now() - min(created_at))::float8 from email_outbox
        where sent_at is null) as outbox_oldest_seconds,
      (select count(*)::int from email_outbox where sent_at is null and attempts > 0)
        as outbox_failing,
      (select count(*)::int from webhook_deliveries
        where delivered_at is null and abandoned_at is null and attempts > 0) as webhooks_failing,
      (select count(*)::int from webhook_deliveries where abandoned_at is not null)
        as webhooks_abandoned,
      (select count(*)::int from inbound_messages) as inbound_accepted,
      (select count(*)::int from inbound_refused) as inbound_refused`);
  const [row] = rowsOf<QueueFigures>(result);
  if (!row) throw new Error("no figures");
  return row;
}

/**
 * The scrape's gauges in a registry of their own, built for this scrape: a figure this process
 * does not have (no page-view recorder, no pool on PGlite) is left out rather than shown as 0.
 */
function scrapeRegistry(figures: Figure[]): Registry {
  const registry = new Registry();
  const gauges = new Map<string, Gauge<string>>();
  for (const figure of figures) {
    if (figure.value === undefined || !Number.isFinite(figure.value)) continue;
    let gauge = gauges.get(figure.name);
    if (!gauge) {
      gauge = new Gauge({
        name: figure.name,
        help: figure.help,
        labelNames: Object.keys(figure.labels ?? {}),
        registers: [registry],
      });
      gauges.set(figure.name, gauge);
    }
    if (figure.labels) gauge.set(figure.labels, figure.value);
    else gauge.set(figure.value);
  }
  return registry;
}

export async function metricsText(now = Date.now()): Promise<string> {
  const q = await queueFigures();
  const backlog = pageViewBacklog();
  const pool = database().poolUse?.();
  const memory = process.memoryUsage();
  const figures: Figure[] = [
    { name: "site_outbox_waiting", help: "E-mails not yet sent.", value: q.outbox_waiting },
    {
      name: "site_outbox_oldest_waiting_seconds",
      help: "Age of the oldest e-mail not yet sent (0 when none waits).",
      value: q.outbox_oldest_seconds ?? 0,
    },
    {
      name: "site_outbox_failing",
      help: "E-mails not sent whose last attempt failed (retried with back-off).",
      value: q.outbox_failing,
    },
    {
      name: "site_webhook_deliveries_failing",
      help: "Webhook deliveries not delivered whose last attempt failed (retried).",
      value: q.webhooks_failing,
    },
    {
      name: "site_webhook_deliveries_abandoned",
      help: "Webhook deliveries whose retries ran out (kept until retention removes them).",
      value: q.webhooks_abandoned,
    },
    {
      name: "site_inbound_accepted",
      help: "Inbound messages filed on a record (kept).",
      value: q.inbound_accepted,
    },
    {
      name: "site_inbound_refused",
      help: "Inbound messages refused: bounces, auto-replies, forged or unknown addresses (kept).",
      value: q.inbound_refused,
    },
    {
      name: "site_page_views_waiting",
      help: "Page views counted by this instance and not yet written.",
      value: backlog?.waiting,
    },
    {
      name: "site_page_views_lag_seconds",
      help: "Age of the oldest page view waiting to be written (0 when none waits).",
      value: backlog ? (backlog.oldestAt ? (now - backlog.oldestAt) / 1000 : 0) : undefined,
    },
    ...(["total", "idle", "waiting"] as const).map((state) => ({
      name: "site_db_pool_connections",
      help: "PostgreSQL pool: connections open (total), idle, and queries waiting for one.",
      value: pool?.[state],
      labels: { state },
    })),
    {
      name: "process_resident_memory_bytes",
      help: "Resident memory of this process.",
      value: memory.rss,
    },
    { name: "nodejs_heap_used_bytes", help: "V8 heap in use.", value: memory.heapUsed },
    {
      name: "nodejs_external_memory_bytes",
      help: "Memory of buffers and WebAssembly outside the V8 heap.",
      value: memory.external,
    },
    { name: "process_uptime_seconds", help: "Seconds since start.", value: process.uptime() },
  ];
  return Registry.merge([scrapeRegistry(figures), processMetrics]).metrics();
}

/**
 * Who may read /metrics: nobody without METRICS_TOKEN (404, as if it did not exist), and only
 * `Authorization: Bearer <METRICS_TOKEN>` with it (401 otherwise), compared in constant time.
 */
export function metricsAccess(
  token: string | undefined,
  authorization: string | undefined,
): 200 | 401 | 404 {
  if (!token) return 404;
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 200 : 401;
}
