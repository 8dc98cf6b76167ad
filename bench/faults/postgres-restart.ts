// Database restart: PostgreSQL is restarted under a submission load; /readyz must show the
// outage and recover without restarting the app, and nothing answered 2xx may be lost.
// Usage: npm run fault:postgres -- [--duration 20] [--restart-after 5] [--down 3] [--concurrency 20]
//   [--recover-timeout 60] [--pg-url postgres://postgres@127.0.0.1:5432/]
// Restarts the machine's cluster with pg_ctlcluster (run as root); it is started again at the
// end if it is not running, whatever happened.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { flags, positiveInt, positiveNumber } from "../lib/args.ts";
import { postgresDatabase } from "../lib/engines.ts";
import { type RunningServer, startServer } from "../lib/server.ts";
import { checkSaved, insertJob, outbox } from "./db.ts";
import { type Attempt, baseEnv, byStatus, is2xx, mixedLoad, secs, sleep, verdict } from "./lib.ts";
import { deliveryReport, startSink, waitDelivered } from "./sink.ts";

const args = flags({
  duration: { type: "string" },
  "restart-after": { type: "string" },
  down: { type: "string" },
  concurrency: { type: "string" },
  "recover-timeout": { type: "string" },
  "pg-url": { type: "string" },
});
const durationMs = positiveNumber(args.duration, "duration", 20) * 1000;
const restartAfterMs = positiveNumber(args["restart-after"], "restart-after", 5) * 1000;
// A bare `restart` leaves PostgreSQL down for about 0.2 s, which a 200 ms /readyz probe may not
// catch; stopping, waiting, then starting makes the outage one the server must visibly ride out.
const downMs = positiveNumber(args.down, "down", 3) * 1000;
const concurrency = positiveInt(args.concurrency, "concurrency", 20);
const recoverTimeoutMs = positiveNumber(args["recover-timeout"], "recover-timeout", 60) * 1000;
const pgUrl = String(args["pg-url"] ?? "postgres://postgres@127.0.0.1:5432/");
const version = readdirSync("/etc/postgresql").sort().at(-1) ?? "";
const ctl = (action: string) => ["--skip-systemctl-redirect", version, "main", action];

/** Starts the cluster if it is not running (synchronous, so it also works in an exit handler). */
function ensurePostgresRunning() {
  if (spawnSync("pg_ctlcluster", [version, "main", "status"]).status === 0) return;
  console.log(`PostgreSQL ${version}/main is not running: pg_ctlcluster ... start`);
  const res = spawnSync("pg_ctlcluster", ctl("start"), { encoding: "utf8" });
  console.log(`start exited ${res.status} ${res.stderr ?? ""}`.trim());
}
process.on("exit", ensurePostgresRunning);

function pgctl(action: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("pg_ctlcluster", ctl(action), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("error", (e) => resolve({ code: null, output: e.message }));
    child.on("exit", (code) => resolve({ code, output: output.trim() }));
  });
}

/** Stops the cluster, leaves it down for `downMs`, starts it again. */
async function restartPostgres(): Promise<{ code: number | null; output: string }> {
  const stopped = await pgctl("stop");
  if (stopped.code !== 0) return stopped;
  await sleep(downMs);
  return pgctl("start");
}

const failures: string[] = [];
const db = await postgresDatabase(pgUrl);
const sink = await startSink();
const runId = randomBytes(4).toString("hex");
const env = { ...db.env, ...baseEnv(sink.url) };
console.log(`== postgres ${version}/main: ${db.where}; SMTP sink ${sink.url}`);
let server: RunningServer | null = null;
try {
  server = await startServer({ env, stopGraceMs: 30_000 });
  const { origin, pid } = server;
  const load = mixedLoad(runId, await insertJob(db));
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
  // Recovered means serving again, not just /readyz: a short batch after the outage.
  const afterCount = load.attempts.length;
  if (back()) await load.run({ origin, concurrency: 5, durationMs: 3_000 });
  const after = load.attempts.slice(afterCount);
  polling = false;
  await poller;

  const d = down();
  const b = back();
  const rel = (t: number | undefined) => (t === undefined ? "-" : secs(t - t0));
  console.log(
    `pg_ctlcluster stop, ${secs(downMs)} down, start: ${rel(restartAt)} → ${rel(restartDoneAt)} (exit ${restart.code})` +
      (restart.output ? `: ${restart.output.split("\n")[0]}` : ""),
  );
  const window = d ? probes.filter((p) => p.t >= d.t && (!b || p.t < b.t)) : [];
  const probeStatuses = [...new Set(window.map((p) => String(p.status)))].join("/");
  console.log(
    `/readyz (${probes.length} probes): first non-200 at ${rel(d?.t)} (${probeStatuses || "none"}), ` +
      `200 again at ${rel(b?.t)}; outage seen for ${d && b ? secs(b.t - d.t) : "-"}`,
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
  if (restart.code !== 0)
    failures.push(`pg_ctlcluster restart exited ${restart.code}: ${restart.output}`);
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
  failures.push(`run failed: ${error instanceof Error ? error.message : String(error)}`);
  if (server) console.log(`Server's last lines:\n${server.log()}`);
} finally {
  await server?.stop();
  await sink.close();
  ensurePostgresRunning();
  for (let i = 0; i < 30; i++) {
    const ok = await db.counts("select 1 as one").then(
      () => true,
      () => false,
    );
    if (ok) break;
    await sleep(1000);
  }
  await db.drop().catch((e: Error) => console.error(`Dropping ${db.where} failed: ${e.message}`));
}
verdict(failures);
