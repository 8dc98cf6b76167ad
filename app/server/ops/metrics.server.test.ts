import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseForThisFile } from "../../../tests/support/test-database";
import { metricsAccess, metricsText } from "./metrics.server";
import { observeRequest, resetRequestMetrics } from "./request-metrics.server";

describe("/metrics", () => {
  const database = databaseForThisFile();

  it("is 404 without METRICS_TOKEN and 401 for anything but its bearer token", () => {
    const token = "a-long-metrics-token-1234";
    expect(metricsAccess(undefined, `Bearer ${token}`)).toBe(404);
    expect(metricsAccess(token, undefined)).toBe(401);
    expect(metricsAccess(token, "Bearer wrong")).toBe(401);
    expect(metricsAccess(token, `Basic ${token}`)).toBe(401);
    expect(metricsAccess(token, `Bearer ${token}x`)).toBe(401);
    expect(metricsAccess(token, `Bearer ${token}`)).toBe(200);
  });

  it("reads the queues from the database: mail waiting, its oldest age and its failures", async () => {
    await database.db.execute(sql`
      insert into email_outbox (kind, "to", subject, html, text, attempts, last_error, created_at)
      values ('notice', 'a@example.com', 's', 'h', 't', 0, null, now() - interval '90 seconds'),
             ('notice', 'b@example.com', 's', 'h', 't', 3, 'connect ECONNREFUSED', now())`);
    await database.db.execute(sql`
      insert into inbound_refused (reason, via) values ('bounce', 'smtp'), ('unknown', 'imap')`);
    const text = await metricsText();
    expect(text).toMatch(/^site_outbox_waiting 2$/m);
    expect(text).toMatch(/^site_outbox_failing 1$/m);
    const oldest = Number(/^site_outbox_oldest_waiting_seconds (\S+)$/m.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(90);
    expect(text).toMatch(/^site_inbound_refused 2$/m);
    expect(text).toMatch(/^site_webhook_deliveries_failing 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it("gives request durations as a histogram by route pattern and status (prom-client)", async () => {
    resetRequestMetrics();
    observeRequest("/insights/:slug", 200, 0.012);
    observeRequest("/insights/:slug", 200, 0.3);
    const text = await metricsText();
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.025",route="/insights/:slug",status="200"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",route="/insights/:slug",status="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/insights/:slug",status="200"} 2',
    );
  });
});
