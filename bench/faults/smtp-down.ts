// Mail outage: the server's SMTP_URL points at a port where nothing listens while submissions
// keep coming; then the SMTP sink starts on that port and the outbox must drain, each notice once.
// Usage: npm run fault:smtp -- [--outage-seconds 120] [--concurrency 4] [--rate 20]
//   [--drain-timeout 600] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes } from "node:crypto";
import { freePort } from "../../tests/support/ports.ts";
import { positiveNumber } from "../lib/args.ts";
import { postgresDatabase, rows } from "../lib/engines.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { dropDatabase, postgresFlags } from "../prelude.ts";
import { checkSaved, insertJob, orphanApplications, outbox, waitForNone } from "./db.ts";
import { baseEnv, byStatus, is2xx, mixedLoad, outageFlags, secs } from "./lib.ts";
import { printServerLogs, runFailed, verdict } from "./report.ts";
import { deliveryReport, type Sink, startSink } from "./sink.ts";

const { args, pgUrl } = postgresFlags(["outage-seconds", "concurrency", "rate", "drain-timeout"]);
const { outageMs, concurrency, drainTimeoutMs } = outageFlags(args, 120);
const rate = positiveNumber(args.rate, "rate", 20);

const failures: string[] = [];
const db = await postgresDatabase(pgUrl);
const port = await freePort();
const runId = randomBytes(4).toString("hex");
const env = { ...db.env, ...baseEnv(`smtp://127.0.0.1:${port}`) };
console.log(`== postgres: ${db.where}; SMTP_URL smtp://127.0.0.1:${port} (nothing listens yet)`);
let server: RunningServer | null = null;
let sink: Sink | null = null;
try {
  server = await startServer({ env, stopGraceMs: 30_000 });
  const jobId = await insertJob(db);
  const load = mixedLoad(runId, jobId);
  const t0 = performance.now();
  console.log(
    `Server pid ${server.pid}; outage ${secs(outageMs)}: submissions at ${rate}/s, ` +
      `${concurrency} at a time`,
  );
  await load.run({ origin: server.origin, concurrency, durationMs: outageMs, ratePerSec: rate });
  server.assertAlive();
  const ok = load.attempts.filter(is2xx);
  console.log(`Load: ${load.attempts.length} submissions, ${byStatus(load.attempts)}`);
  if (ok.length < load.attempts.length) {
    console.log(
      `WARNING: ${load.attempts.length - ok.length} submissions not accepted during the mail outage`,
    );
  }
  const [during] = await rows<{ total: number; unsent: number; failed: number; max: number }>(
    db,
    `select count(*)::int as total, count(*) filter (where sent_at is null)::int as unsent,
       count(*) filter (where last_error is not null)::int as failed,
       coalesce(max(attempts), 0)::int as max from email_outbox`,
  );
  const [sample] = await rows<{ last_error: string }>(
    db,
    "select last_error from email_outbox where last_error is not null limit 1",
  );
  console.log(
    `Outbox at the end of the outage: ${during?.total} rows, ${during?.unsent} unsent, ` +
      `${during?.failed} with last_error, max attempts ${during?.max}; e.g. "${sample?.last_error}"`,
  );

  sink = await startSink(port);
  const up = performance.now();
  console.log(`SMTP sink up on port ${port} ${secs(up - t0)} after the load started`);
  const unsent = await waitForNone(
    db,
    "select count(*)::int as n from email_outbox where sent_at is null",
    { since: up, timeoutMs: drainTimeoutMs },
  );
  const drainMs = performance.now() - up;
  const first = sink.received[0]?.receivedAt ?? null;
  console.log(
    `Drain: ${unsent === 0 ? "complete" : `TIMEOUT, ${unsent} unsent`} ${secs(drainMs)} after ` +
      `the sink came up (first message after ${first === null ? "-" : secs(first - up)})`,
  );
  if (unsent !== 0)
    failures.push(`outbox not drained after ${secs(drainTimeoutMs)}: ${unsent} unsent`);

  await server.stop();
  if (server.exited() !== 0) failures.push(`graceful stop exited ${server.exited()}`);
  const saved = await checkSaved(db, runId, load.attempts);
  const orphans = await orphanApplications(db);
  const box = await outbox(db);
  const report = deliveryReport(sink, box);
  const attempts = new Map<number, number>();
  for (const r of box) attempts.set(r.attempts, (attempts.get(r.attempts) ?? 0) + 1);
  const spread = [...attempts].sort((a, b) => a[0] - b[0]);
  console.log(
    `Saved: ${saved.quotes} quotes, ${saved.applications} applications for ${ok.length} 2xx ` +
      `answers; lost: ${saved.lost.length}; applications without résumé: ${orphans.length}`,
  );
  console.log(
    `Outbox: ${box.length} rows, ${report.unsent.length} unsent; attempts per row ` +
      `${spread.map(([a, n]) => `${a}×${n}`).join(", ")}`,
  );
  console.log(
    `Sink: ${report.received} messages, ${report.unique} distinct Message-IDs, ` +
      `${report.duplicates} duplicates, ${report.missing.length} notices missing, ` +
      `${report.unknown.length} unknown ids, ${report.withoutId} without Message-ID`,
  );
  for (const a of saved.lost)
    failures.push(`LOST ${a.kind} #${a.n} ${a.email} (answered ${a.status})`);
  for (const id of orphans)
    failures.push(`application ${id} has resume_path but no resume_files row`);
  // Each submission queues its staff notice and the visitor's auto-reply (issue 13).
  const notices = box.filter((r) => r.kind !== "auto-reply").length;
  const autoReplies = box.length - notices;
  if (notices !== saved.quotes + saved.applications) {
    failures.push(`${notices} notices for ${saved.quotes + saved.applications} submissions`);
  }
  if (autoReplies !== saved.quotes + saved.applications) {
    failures.push(
      `${autoReplies} auto-replies for ${saved.quotes + saved.applications} submissions`,
    );
  }
  if (report.unsent.length)
    failures.push(`unsent notices: ${report.unsent.slice(0, 10).join(", ")}`);
  if (report.missing.length)
    failures.push(`never delivered: ${report.missing.slice(0, 10).join(", ")}`);
  if (report.duplicates) failures.push(`${report.duplicates} notices delivered more than once`);
  if (report.received !== box.length)
    failures.push(`sink got ${report.received} messages for ${box.length} notices`);
  if (report.unknown.length || report.withoutId) failures.push("messages not from this outbox");
  if (failures.length) printServerLogs([server]);
} catch (error) {
  runFailed((f) => failures.push(f), error, [server]);
} finally {
  await server?.stop();
  await sink?.close();
  await dropDatabase(db);
}
verdict(failures);
