// Webhook receiver outage: two server instances share one PostgreSQL database and one webhook
// endpoint whose receiver is down (nothing listens on its port) while 500 submissions arrive and
// some leads change status twice; then the receiver comes up. Every event must arrive exactly
// once, each lead's events in order, every signature verifying.
// Usage: npm run fault:webhook -- [--outage-seconds 60] [--submissions 500] [--concurrency 4]
//   [--drain-timeout 600] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes } from "node:crypto";
import { verifyWebhook } from "../../app/server/webhooks/signature.server.ts";
import {
  cookieHeader,
  createSessionCookie,
  createUser,
  query,
} from "../../tests/support/accounts.ts";
import { freePort } from "../../tests/support/ports.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../tests/support/webhook-receiver.ts";
import { positiveInt } from "../lib/args.ts";
import { postgresDatabase, rows } from "../lib/engines.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { dropDatabase, postgresFlags } from "../prelude.ts";
import { checkSaved, insertJob, waitForNone } from "./db.ts";
import { baseEnv, byStatus, mixedLoad, outageFlags, secs, sleep } from "./lib.ts";
import { printServerLogs, runFailed, verdict } from "./report.ts";
import { type Sink, startSink } from "./sink.ts";

const { args, pgUrl } = postgresFlags([
  "outage-seconds",
  "submissions",
  "concurrency",
  "drain-timeout",
]);
const { outageMs, concurrency, drainTimeoutMs } = outageFlags(args, 60);
const submissions = positiveInt(args.submissions, "submissions", 500);

const failures: string[] = [];
const db = await postgresDatabase(pgUrl);
const databaseUrl = String(db.env.DATABASE_URL);
const hookPort = await freePort();
const runId = randomBytes(4).toString("hex");
const secret = `whsec_${randomBytes(24).toString("base64url")}`;
const servers: RunningServer[] = [];
let sink: Sink | null = null;
let receiver: WebhookReceiver | null = null;
try {
  sink = await startSink();
  const env = { ...db.env, ...baseEnv(sink.url) };
  servers.push(await startServer({ env, stopGraceMs: 30_000 }));
  servers.push(await startServer({ env, stopGraceMs: 30_000 }));
  const [a, b] = servers as [RunningServer, RunningServer];
  console.log(`== postgres: ${db.where}; instances ${a.origin} and ${b.origin}`);
  console.log(`Receiver http://127.0.0.1:${hookPort}/hooks: down (nothing listens)`);
  await query(
    databaseUrl,
    `insert into webhook_endpoints (url, secret, events) values ($1, $2, $3::jsonb)`,
    [
      `http://127.0.0.1:${hookPort}/hooks`,
      secret,
      JSON.stringify(["lead.created", "lead.status_changed", "lead.assigned"]),
    ],
  );
  const admin = await createUser(databaseUrl, { role: "admin" });
  const cookie = cookieHeader(
    await createSessionCookie(databaseUrl, admin, { secret: env.AUTH_SECRET as string }),
  );

  // The outage: submissions spread over both instances, then status changes on every 5th quote.
  const t0 = performance.now();
  const jobId = await insertJob(db);
  // One load per instance (each its own e-mail series), each at half the rate.
  const loads = servers.map((_, i) => ({
    id: `${runId}${i}`,
    load: mixedLoad(`${runId}${i}`, jobId),
  }));
  const loadMs = outageMs * 0.75;
  const rate = submissions / (loadMs / 1000) / 2;
  await Promise.all(
    servers.map((server, i) =>
      loads[i]?.load.run({
        origin: server.origin,
        concurrency,
        durationMs: loadMs,
        ratePerSec: rate,
      }),
    ),
  );
  const attempts = loads.flatMap((l) => l.load.attempts);
  console.log(
    `Load: ${attempts.length} submissions in ${secs(performance.now() - t0)}, ${byStatus(attempts)}`,
  );
  const quotes = await rows<{ id: string }>(
    db,
    `select id from quotes where email like 'fault-${runId}%' order by created_at`,
  );
  const changed = quotes.filter((_, i) => i % 5 === 0);
  let statusPosts = 0;
  for (const [i, quote] of changed.entries()) {
    for (const status of ["Contacted", "Closed"]) {
      const origin = servers[i % 2]?.origin ?? a.origin;
      const res = await fetch(`${origin}/admin/leads/quotes/${quote.id}`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "status", status }),
      });
      await res.arrayBuffer();
      if (res.status === 200) statusPosts++;
      else failures.push(`status change answered ${res.status}`);
    }
  }
  console.log(`Status changes: ${statusPosts} on ${changed.length} quotes`);
  const [pending] = await rows<{ total: number; undelivered: number; tried: number }>(
    db,
    `select count(*)::int as total, count(*) filter (where delivered_at is null)::int as undelivered,
       count(*) filter (where attempts > 0)::int as tried from webhook_deliveries`,
  );
  console.log(
    `During the outage: ${pending?.total} deliveries, ${pending?.undelivered} undelivered, ${pending?.tried} tried`,
  );
  await sleep(outageMs - (performance.now() - t0));

  receiver = await startWebhookReceiver({ port: hookPort });
  const up = performance.now();
  console.log(`Receiver up ${secs(up - t0)} after the load started`);
  const left = await waitForNone(
    db,
    "select count(*)::int as n from webhook_deliveries where delivered_at is null and abandoned_at is null",
    { since: up, timeoutMs: drainTimeoutMs },
  );
  console.log(
    `Drain: ${left === 0 ? "complete" : `TIMEOUT, ${left} left`} ${secs(performance.now() - up)} after the receiver came up`,
  );
  if (left !== 0) failures.push(`${left} deliveries not delivered after ${secs(drainTimeoutMs)}`);
  await sleep(2000); // a send in flight when the count reached 0 would show up as a duplicate now

  // The checks: exactly once, in order per lead, signatures.
  const parts = await Promise.all(loads.map((l) => checkSaved(db, l.id, l.load.attempts)));
  const saved = {
    lost: parts.flatMap((p) => p.lost),
    quotes: parts.reduce((n, p) => n + p.quotes, 0),
    applications: parts.reduce((n, p) => n + p.applications, 0),
  };
  for (const x of saved.lost) failures.push(`LOST ${x.kind} #${x.n} (answered ${x.status})`);
  const deliveries = await rows<{ id: string; seq: string; lead_id: string; event: string }>(
    db,
    "select id, seq::text as seq, lead_id, event from webhook_deliveries order by seq",
  );
  const created = deliveries.filter((d) => d.event === "lead.created").length;
  const statusEvents = deliveries.filter((d) => d.event === "lead.status_changed").length;
  if (created !== saved.quotes + saved.applications)
    failures.push(`${created} lead.created events for ${saved.quotes + saved.applications} leads`);
  if (statusEvents !== statusPosts)
    failures.push(`${statusEvents} lead.status_changed events for ${statusPosts} changes`);
  const got = receiver.received;
  const ids = got.map((h) => h.headers["x-brazos-delivery"] ?? "");
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const known = new Map(deliveries.map((d) => [d.id, d]));
  const missing = deliveries.filter((d) => !counts.has(d.id));
  const unknown = ids.filter((id) => !known.has(id));
  const badSignatures = got.filter(
    (h) =>
      !verifyWebhook(secret, h.body, h.headers["x-brazos-signature"] ?? "", {
        toleranceSeconds: 3600,
      }),
  ).length;
  const bodyMismatch = got.filter(
    (h) => JSON.parse(h.body).id !== h.headers["x-brazos-delivery"],
  ).length;
  // In order per lead: arrival order of each lead's events follows their sequence.
  const lastSeq = new Map<string, bigint>();
  let outOfOrder = 0;
  for (const hook of got) {
    const d = known.get(hook.headers["x-brazos-delivery"] ?? "");
    if (!d) continue;
    const seq = BigInt(d.seq);
    if ((lastSeq.get(d.lead_id) ?? -1n) > seq) outOfOrder++;
    lastSeq.set(d.lead_id, seq);
  }
  const [tries] = await rows<{ max: number; avg: number }>(
    db,
    "select max(attempts)::int as max, round(avg(attempts), 2)::float as avg from webhook_deliveries",
  );
  console.log(
    `Saved: ${saved.quotes} quotes, ${saved.applications} applications; ${deliveries.length} deliveries ` +
      `(${created} created, ${statusEvents} status); attempts max ${tries?.max}, mean ${tries?.avg}`,
  );
  console.log(
    `Receiver: ${got.length} posts, ${counts.size} distinct deliveries, ${duplicates} duplicated, ` +
      `${missing.length} missing, ${unknown.length} unknown, ${outOfOrder} out of order per lead, ` +
      `${badSignatures} bad signatures, ${bodyMismatch} bodies not matching their delivery header`,
  );
  if (duplicates) failures.push(`${duplicates} deliveries arrived more than once`);
  if (missing.length) failures.push(`${missing.length} deliveries never arrived`);
  if (unknown.length) failures.push(`${unknown.length} posts with unknown delivery ids`);
  if (outOfOrder)
    failures.push(`${outOfOrder} events arrived before an earlier event of their lead`);
  if (badSignatures) failures.push(`${badSignatures} signatures did not verify`);
  if (bodyMismatch) failures.push(`${bodyMismatch} bodies did not match their delivery header`);
  for (const server of servers) server.assertAlive();
  if (failures.length) printServerLogs(servers);
} catch (error) {
  runFailed((f) => failures.push(f), error, servers);
} finally {
  for (const s of servers) await s.stop();
  await receiver?.close();
  await sink?.close();
  await dropDatabase(db);
}
verdict(failures);
