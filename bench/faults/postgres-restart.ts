// Database restart: PostgreSQL is restarted under a submission load; /readyz must show the
// outage and recover without restarting the app, the live lists must hear new leads again, and
// nothing answered 2xx may be lost.
// Usage: npm run fault:postgres -- [--duration 20] [--restart-after 5] [--down 3] [--concurrency 20]
//   [--recover-timeout 60]
// The PostgreSQL it restarts is its own: a throw-away cluster (initdb into a temp dir, on a free
// port; tests/support/pg-cluster.ts), removed at the end whatever happened. The machine's shared
// cluster is never touched (this script used to restart it, whatever --pg-url said).
import { randomBytes } from "node:crypto";
import { cookieHeader, createSessionCookie, createUser } from "../../tests/support/accounts.ts";
import { startPgCluster } from "../../tests/support/pg-cluster.ts";
import { flags, positiveInt, positiveNumber } from "../lib/args.ts";
import { postgresDatabase } from "../lib/engines.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { checkSaved, insertJob, outbox } from "./db.ts";
import { type Attempt, baseEnv, byStatus, is2xx, mixedLoad, secs, sleep } from "./lib.ts";
import { runFailed, verdict } from "./report.ts";
import { deliveryReport, startSink, waitDelivered } from "./sink.ts";

const args = flags({
  duration: { type: "string" },
  "restart-after": { type: "string" },
  down: { type: "string" },
  concurrency: { type: "string" },
  "recover-timeout": { type: "string" },
});
const durationMs = positiveNumber(args.duration, "duration", 20) * 1000;
const restartAfterMs = positiveNumber(args["restart-after"], "restart-after", 5) * 1000;
// A bare `restart` leaves PostgreSQL down for about 0.2 s, which a 200 ms /readyz probe may not
// catch; stopping, waiting, then starting makes the outage one the server must visibly ride out.
const downMs = positiveNumber(args.down, "down", 3) * 1000;
const concurrency = positiveInt(args.concurrency, "concurrency", 20);
const recoverTimeoutMs = positiveNumber(args["recover-timeout"], "recover-timeout", 60) * 1000;

const cluster = await startPgCluster();
// Removed however the script ends (the bench's SIGINT handler exits too).
process.on("exit", () => cluster.destroySync());

/** pg_ctl stop (fast: sessions ended, as a service restart does), `downMs` down, start. */
async function restartPostgres(): Promise<{ code: number | null; output: string }> {
  try {
    await cluster.restart(downMs);
    return { code: 0, output: "" };
  } catch (error) {
    return { code: 1, output: error instanceof Error ? error.message : String(error) };
  }
}

type StreamMark = { t: number; what: "open" | "lead" | "end" };

/**
 * An admin's live list for the whole run: /admin/events held open as the browser's EventSource
 * holds it, opened again 2 s (the stream's `retry`) after each end. Records when it opened,
 * ended and announced a lead.
 */
function watchLiveList(origin: string, cookie: string) {
  const marks: StreamMark[] = [];
  const abort = new AbortController();
  const mark = (what: StreamMark["what"]) => marks.push({ t: performance.now(), what });
  const running = (async () => {
    while (!abort.signal.aborted) {
      try {
        const res = await fetch(`${origin}/admin/events`, {
          headers: { Accept: "text/event-stream", Cookie: cookie },
          signal: abort.signal,
        });
        const reader = res.body?.getReader();
        const decoder = new TextDecoder();
        let buffered = "";
        while (reader) {
          const chunk = await reader.read();
          if (chunk.done) break;
          buffered += decoder.decode(chunk.value, { stream: true });
          for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (block.includes(": open")) mark("open");
            if (block.startsWith("event: lead")) mark("lead");
          }
        }
      } catch {
        // refused or aborted: counted as an end
      }
      mark("end");
      if (!abort.signal.aborted) await sleep(2_000);
    }
  })();
  return {
    marks,
    stop: async () => {
      abort.abort();
      await running;
    },
  };
}

const failures: string[] = [];
const db = await postgresDatabase(cluster.url);
const sink = await startSink();
const runId = randomBytes(4).toString("hex");
const env = { ...db.env, ...baseEnv(sink.url) };
console.log(`== throw-away PostgreSQL on port ${cluster.port}: ${db.where}; SMTP sink ${sink.url}`);
let server: RunningServer | null = null;
let liveList: ReturnType<typeof watchLiveList> | undefined;
try {
  server = await startServer({ env, stopGraceMs: 30_000 });
  const { origin, pid } = server;
  const load = mixedLoad(runId, await insertJob(db));
  const databaseUrl = String(db.env.DATABASE_URL);
  const admin = await createUser(databaseUrl, { role: "admin" });
  const session = await createSessionCookie(databaseUrl, admin, { secret: env.AUTH_SECRET ?? "" });
  const watcher = watchLiveList(origin, cookieHeader(session));
  liveList = watcher;
  const t0 = performance.now();
  let restartAt = Number.POSITIVE_INFINITY;
  let restartDoneAt = Number.NaN;
  let diedAt: number | undefined;
  const probes: { t: number; status: number | "error" }[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const t = performance.now();
      const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(3_000) })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        .catch(() => "error" as const);
      probes.push({ t, status });
      if (server?.exited() !== null) diedAt ??= performance.now();
      await sleep(200 - (performance.now() - t));
    }
  })();
  const down = () => probes.find((p) => p.t >= restartAt && p.status !== 200);
  const back = () => {
    const d = down();
    return d && probes.find((p) => p.t > d.t && p.status === 200);
  };
  let restart: { code: number | null; output: string } = { code: null, output: "not run" };
  const restarting = sleep(restartAfterMs).then(async () => {
    restartAt = performance.now();
    restart = await restartPostgres();
    restartDoneAt = performance.now();
  });
  console.log(
    `Server pid ${pid}; load ${secs(durationMs)} at ${concurrency} at a time; restart at ${secs(restartAfterMs)}`,
  );
  await Promise.all([load.run({ origin, concurrency, durationMs }), restarting]);
  const loadEnd = performance.now();
  const alive = () => server?.exited() === null;
  while (!back() && alive() && performance.now() - restartAt < recoverTimeoutMs) await sleep(200);
  // The live list opens again by itself (its `retry`); the batch below must reach it.
  const reopened = () =>
    watcher.marks.find((m) => m.what === "open" && m.t > restartDoneAt && m.t > (back()?.t ?? 0));
  const waitedFrom = performance.now();
  while (back() && !reopened() && alive() && performance.now() - waitedFrom < 10_000) {
    await sleep(100);
  }
  // Recovered means serving again, not just /readyz: a short batch after the outage.
  const afterCount = load.attempts.length;
  if (back()) await load.run({ origin, concurrency: 5, durationMs: 3_000 });
  const after = load.attempts.slice(afterCount);
  polling = false;
  await poller;
  await sleep(500); // the batch's last announcements
  await watcher.stop();

  const d = down();
  const b = back();
  const rel = (t: number | undefined) => (t === undefined ? "-" : secs(t - t0));
  console.log(
    `pg_ctl stop, ${secs(downMs)} down, start: ${rel(restartAt)} → ${rel(restartDoneAt)} (exit ${restart.code})` +
      (restart.output ? `: ${restart.output.split("\n")[0]}` : ""),
  );
  const window = d ? probes.filter((p) => p.t >= d.t && (!b || p.t < b.t)) : [];
  const probeStatuses = [...new Set(window.map((p) => String(p.status)))].join("/");
  console.log(
    `/readyz (${probes.length} probes): first non-200 at ${rel(d?.t)} (${probeStatuses || "none"}), ` +
      `200 again at ${rel(b?.t)}; outage seen for ${d && b ? secs(b.t - d.t) : "-"}`,
  );
  const sinceStart = (t: number | undefined) =>
    t === undefined ? "-" : `${Math.round(t - restartDoneAt)} ms`;
  console.log(`  /readyz 200 again ${sinceStart(b?.t)} after PostgreSQL started (200 ms probes)`);
  const marks = watcher.marks;
  const ended = marks.find((m) => m.what === "end" && m.t >= restartAt);
  const open = reopened();
  const lead = marks.find((m) => m.what === "lead" && m.t > restartDoneAt);
  const leadsBefore = marks.filter((m) => m.what === "lead" && m.t < restartAt).length;
  console.log(
    `Live list (/admin/events, retry 2 s): ${leadsBefore} leads heard before the restart; ` +
      `stream ended at ${rel(ended?.t)}, open again at ${rel(open?.t)} ` +
      `(${sinceStart(open?.t)} after PostgreSQL started), first lead after it at ${rel(lead?.t)} ` +
      `(${sinceStart(lead?.t)})`,
  );
  const during = load.attempts.slice(0, afterCount);
  const inOutage = (a: Attempt) => a.at + a.ms >= restartAt && (!b || a.at < b.t);
  console.log(`Load (${secs(loadEnd - t0)}): ${byStatus(during)}`);
  console.log(`  answered during the outage: ${byStatus(during.filter(inOutage))}`);
  console.log(`  outside it: ${byStatus(during.filter((a) => !inOutage(a)))}`);
  console.log(`After recovery (3 s, 5 at a time): ${byStatus(after)}`);
  const samples = [
    ...new Set(during.filter((a) => !is2xx(a)).map((a) => `${a.status} ${a.detail ?? ""}`)),
  ];
  for (const s of samples.slice(0, 5)) console.log(`  sample: ${s}`);
  if (restart.code !== 0) failures.push(`pg_ctl restart failed: ${restart.output}`);
  if (alive() && !lead) failures.push("the live list heard no lead after the restart");
  if (!d) failures.push("/readyz never reported the outage");
  if (d && !b && alive()) failures.push(`/readyz not 200 again within ${secs(recoverTimeoutMs)}`);
  if (b && (after.length === 0 || after.some((a) => !is2xx(a)))) {
    failures.push(`submissions after recovery: ${byStatus(after)}`);
  }
  if (!alive()) {
    failures.push(`server process died (exit ${server.exited()}) by ${rel(diedAt)}: not recovered`);
    console.log(
      `SERVER DIED (exit ${server.exited()}) by ${rel(diedAt)}; its last lines:\n${server.log()}`,
    );
  }

  const saved = await checkSaved(db, runId, load.attempts);
  console.log(
    `Saved: ${saved.quotes} quotes, ${saved.applications} applications for ` +
      `${load.attempts.filter(is2xx).length} 2xx answers; lost: ${saved.lost.length}; ` +
      `saved without a 2xx answer: ${saved.savedUnanswered}`,
  );
  for (const a of saved.lost)
    failures.push(`LOST ${a.kind} #${a.n} ${a.email} (answered ${a.status})`);
  if (alive()) {
    const box = await outbox(db);
    const drained = await waitDelivered(
      sink,
      box.map((r) => r.id),
      60_000,
    );
    const report = deliveryReport(sink, await outbox(db));
    const leased = box.filter((r) => !r.sent && r.leased).length;
    const got = drained ? "all" : box.length - report.missing.length;
    console.log(
      `Mail (informative): ${box.length} notices, ${got} at the sink within 60 s, ` +
        `${report.duplicates} duplicates, ${leased} leased at the check`,
    );
    const errors = server
      .log()
      .split("\n")
      .filter((l) => /error|fail/i.test(l));
    console.log(`Server error lines (of its last 50): ${errors.length}`);
    for (const l of [...new Set(errors)].slice(0, 8)) console.log(`  ${l.slice(0, 200)}`);
  }
  if (alive()) {
    await server.stop();
    if (server.exited() !== 0) failures.push(`graceful stop exited ${server.exited()}`);
  }
} catch (error) {
  runFailed((f) => failures.push(f), error, [server]);
} finally {
  await liveList?.stop();
  await server?.stop();
  await sink.close();
  // The whole cluster goes (its data dir with it); drop() also removes the server's DATA_DIR.
  if (cluster.running()) await db.drop().catch(() => {});
  await cluster.destroy();
}
verdict(failures);
