// Crash test: kill -9 the server in the middle of a submission load and of visitors booking
// meetings, start it again on the same database, and check that nothing answered 2xx was lost,
// no booking answered "booked" is missing or doubled, no time is held twice, and every notice
// and invitation still goes out once (bookings.ts, booking-checks.ts).
// Usage: npm run fault:kill -- [--engines postgres,pglite] [--concurrency 20] [--duration 6]
//   [--kill-after 3] [--bookings 40] [--booking-concurrency 6] [--drain-timeout 300]
//   [--pg-url postgres://postgres@127.0.0.1:5432/]
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { positiveInt, positiveNumber } from "../lib/args.ts";
import { type EngineName, rows } from "../lib/engines.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { benchFlags, dropDatabase, freshDatabase } from "../prelude.ts";
import { checkBookings } from "./booking-checks.ts";
import { aimAtFirstFree, bookingLoad, byAnswer, requestDemos, staffSql } from "./bookings.ts";
import { checkSaved, insertJob, jobFromCareers, orphanApplications, outbox } from "./db.ts";
import { baseEnv, byStatus, is2xx, mixedLoad, secs, sleep, waitReady } from "./lib.ts";
import { runFailed, verdict } from "./report.ts";
import { deliveryReport, startSink, waitDelivered } from "./sink.ts";

const { args, engines, pgUrl } = benchFlags(
  ["concurrency", "duration", "kill-after", "drain-timeout", "bookings", "booking-concurrency"],
  ["postgres", "pglite"],
);
const concurrency = positiveInt(args.concurrency, "concurrency", 20);
const durationMs = positiveNumber(args.duration, "duration", 6) * 1000;
const killAfterMs = positiveNumber(args["kill-after"], "kill-after", 3) * 1000;
const bookings = positiveInt(args.bookings, "bookings", 40);
const bookingConcurrency = positiveInt(args["booking-concurrency"], "booking-concurrency", 6);
// A notice claimed by the killed process stays leased for up to 2 minutes (SEND_LEASE_MS).
const drainTimeoutMs = positiveNumber(args["drain-timeout"], "drain-timeout", 300) * 1000;

async function crashEngine(engine: EngineName): Promise<string[]> {
  const failures: string[] = [];
  const fail = (msg: string) => failures.push(`${engine}: ${msg}`);
  const db = await freshDatabase(engine, pgUrl);
  const sink = await startSink();
  const env = { ...db.env, ...baseEnv(sink.url) };
  const runId = randomBytes(4).toString("hex");
  const start = () => startServer({ env, stopGraceMs: 30_000 });
  console.log(`\n== ${engine}: ${db.where}; SMTP sink ${sink.url}; run ${runId}`);
  let server: RunningServer | null = null;
  try {
    server = await start();
    // Two bookable admins; PGlite is the server's own, so it is written with the server stopped.
    if (db.countAfterStop) await server.stop();
    for (const statement of staffSql(runId)
      .split(";")
      .filter((s) => s.trim()))
      await rows(db, statement);
    if (db.countAfterStop) server = await start();
    const jobId = engine === "postgres" ? await insertJob(db) : await jobFromCareers(server.origin);
    const { pid, origin } = server;
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    console.log(`Server pid ${pid} (${cmdline.trim()}); job ${jobId}`);
    const visitors = await requestDemos(origin, runId, bookings);
    const first = await aimAtFirstFree(origin, visitors);
    console.log(
      `${visitors.length} demo requests sent, each answered with its booking link; ` +
        `all visitors aim at ${first} first`,
    );
    const load = mixedLoad(runId, jobId);
    const t0 = performance.now();
    let killedAt = Number.POSITIVE_INFINITY;
    const timer = setTimeout(() => {
      killedAt = performance.now();
      process.kill(pid, "SIGKILL");
    }, killAfterMs);
    await Promise.all([
      load.run({ origin, concurrency, durationMs }),
      bookingLoad({
        origin,
        visitors,
        concurrency: bookingConcurrency,
        durationMs,
      }),
    ]);
    clearTimeout(timer);
    for (let i = 0; i < 50 && server.exited() === null; i++) await sleep(100);
    const crashLog = server.log();
    if (server.exited() !== "SIGKILL") fail(`server ended as ${server.exited()}, not by SIGKILL`);
    await server.stop(); // already dead: removes its snapshot
    const before = load.attempts.filter((a) => a.at < killedAt);
    const after = load.attempts.filter((a) => a.at >= killedAt);
    const ok = load.attempts.filter(is2xx);
    console.log(
      `Load ${secs(performance.now() - t0)}, ${concurrency} at a time; SIGKILL at ` +
        `${secs(killedAt - t0)}: before it ${byStatus(before)}; after it ${byStatus(after)}`,
    );
    console.log(
      `2xx answers: ${ok.length} (${ok.filter((a) => a.kind === "quote").length} quotes)`,
    );
    const posts = visitors.flatMap((v) => v.posts);
    console.log(
      `Booking posts, ${bookingConcurrency} at a time: before the SIGKILL ` +
        `${byAnswer(posts.filter((p) => p.at < killedAt))}; after it ` +
        `${byAnswer(posts.filter((p) => p.at >= killedAt))}; ` +
        `${visitors.filter((v) => v.booked).length} of ${visitors.length} answered "booked"`,
    );

    const t1 = performance.now();
    const restart = {
      at: Date.now(),
      answered: new Set(visitors.filter((v) => v.booked).map((v) => v.leadId)),
    };
    server = await start();
    console.log(
      `Restarted (pid ${server.pid}), /readyz 200 ${secs(performance.now() - t1 + (await waitReady(server.origin)))} after spawn`,
    );
    // The visitors carry on on the restarted server: one whose post got no answer sends it again.
    const t3 = performance.now();
    const unanswered = visitors.filter((v) => !v.booked && v.posts.at(-1)?.status === "error");
    await bookingLoad({
      origin: server.origin,
      visitors,
      concurrency: bookingConcurrency,
      durationMs: 120_000,
    });
    const again = visitors.flatMap((v) => v.posts).filter((p) => p.at >= t3);
    console.log(
      `After the restart: ${unanswered.length} visitors resent a post that got no answer; ` +
        `posts ${byAnswer(again)} in ${secs(performance.now() - t3)}; ` +
        `${visitors.filter((v) => v.booked).length} of ${visitors.length} answered "booked"`,
    );
    if (db.countAfterStop) {
      await server.stop(); // PGlite belongs to the server: read it stopped, then start again
      if (server.exited() !== 0) fail(`graceful stop after restart exited ${server.exited()}`);
    }
    const saved = await checkSaved(db, runId, load.attempts);
    const orphans = await orphanApplications(db);
    const box = await outbox(db);
    const booked = await checkBookings(db, visitors, restart);
    if (db.countAfterStop) {
      server = await start();
      await waitReady(server.origin);
    }
    console.log(
      `Saved: ${saved.quotes} quotes, ${saved.applications} applications; ` +
        `${saved.lost.length} 2xx answers without a row; ${saved.savedUnanswered} rows saved ` +
        `without a 2xx answer (committed, answer lost: allowed); ${orphans.length} applications ` +
        "without their résumé",
    );
    for (const a of saved.lost) fail(`LOST ${a.kind} #${a.n} ${a.email} (answered ${a.status})`);
    for (const id of orphans) fail(`application ${id} has resume_path but no resume_files row`);
    console.log(`Meetings: ${booked.figures}`);
    for (const failure of booked.failures) fail(failure);
    const kinds = { quote: 0, application: 0 } as Record<string, number>;
    for (const r of box) kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
    if (kinds.quote !== saved.quotes || kinds.application !== saved.applications) {
      fail(
        `outbox has ${kinds.quote} quote / ${kinds.application} application notices for ` +
          `${saved.quotes} quotes / ${saved.applications} applications`,
      );
    }
    const leased = box.filter((r) => !r.sent && r.leased);
    const unsentAtRestart = box.filter((r) => !r.sent).length;
    const leaseEnd = leased
      .map((r) => r.locked_until ?? "")
      .sort()
      .at(-1);
    console.log(
      `Outbox after restart: ${box.length} rows, ${unsentAtRestart} unsent, of which ` +
        `${leased.length} still leased by the killed process` +
        (leased.length ? ` (until ${leaseEnd}; they wait for the lease to run out)` : ""),
    );

    const t2 = performance.now();
    const free = box.filter((r) => !r.leased).map((r) => r.id);
    const freeDone = await waitDelivered(sink, free, drainTimeoutMs);
    console.log(
      `Unleased notices delivered: ${freeDone ? secs(performance.now() - t2) : "TIMEOUT"}`,
    );
    const drained = await waitDelivered(
      sink,
      box.map((r) => r.id),
      drainTimeoutMs,
    );
    // A notice the killed process sent but had not marked sent goes again once its lease runs
    // out (at least once, under the same Message-ID): wait for that before the final count.
    const leaseMs = Math.max(0, ...leased.map((r) => Number(r.locked_ms ?? 0)));
    if (leased.length) await sleep(Math.min(leaseMs - Date.now() + 10_000, drainTimeoutMs));
    const drainMs = performance.now() - t2;
    await server.stop(); // the worker finishes its batch and records sent_at
    if (server.exited() !== 0) fail(`final graceful stop exited ${server.exited()}`);
    const report = deliveryReport(sink, await outbox(db));
    console.log(
      `Drain: ${drained ? "complete" : "TIMEOUT"} ${secs(drainMs)} after the restart's checks; ` +
        `sink: ${report.received} messages, ${report.unique} distinct Message-IDs, ` +
        `${report.duplicates} repeated Message-IDs (re-sent after the crash), ` +
        `${report.withoutId} without Message-ID; outbox unsent: ${report.unsent.length}`,
    );
    if (!drained)
      fail(`drain timed out after ${secs(drainTimeoutMs)}: ${report.missing.length} not delivered`);
    if (report.unsent.length)
      fail(`${report.unsent.length} notices unsent: ${report.unsent.slice(0, 10).join(", ")}`);
    if (report.received < ok.length)
      fail(`sink got ${report.received} messages < ${ok.length} 2xx`);
    if (report.withoutId) fail(`${report.withoutId} messages without Message-ID`);
    if (report.unknown.length)
      fail(`Message-IDs not in the outbox: ${report.unknown.slice(0, 5).join(", ")}`);
    if (failures.length)
      console.log(`Killed server's last lines:\n${crashLog}\nLast server:\n${server.log()}`);
  } catch (error) {
    runFailed(fail, error, [server]);
  } finally {
    await server?.stop();
    await sink.close();
    await dropDatabase(db);
  }
  console.log(`${engine}: ${failures.length ? "FAIL" : "PASS"}`);
  return failures;
}

const failures: string[] = [];
for (const engine of engines) failures.push(...(await crashEngine(engine)));
verdict(failures);
