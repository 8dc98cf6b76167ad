// Quote submissions under load, per database engine: throughput, latency, and whether every 2xx
// answer left a saved row and a delivered notice (real SMTP peer in this process).
// Usage: npm run bench:submissions -- [--engines pglite,postgres] [--count 2000]
//   [--concurrency 50] [--drain-timeout 300] [--pg-url postgres://postgres@127.0.0.1:5432/]
//   [--auto-replies on|off]  (off: PostgreSQL only; turns the quote auto-reply off before the load)
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { startSmtpPeer } from "../tests/support/smtp.ts";
import { positiveInt, positiveNumber } from "./lib/args.ts";
import type { EngineName } from "./lib/engines.ts";
import { runLoad, waitForCount } from "./lib/load.ts";
import { quoteRequest } from "./lib/quote-request.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { mb, round, table } from "./lib/table.ts";
import { benchFlags, perEngine, withDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags([
  "count",
  "concurrency",
  "drain-timeout",
  "auto-replies",
]);
const count = positiveInt(args.count, "count", 2000);
const concurrency = positiveInt(args.concurrency, "concurrency", 50);
const drainTimeoutS = positiveNumber(args["drain-timeout"], "drain-timeout", 300);
const runId = randomUUID().slice(0, 8);
const autoReplies = args["auto-replies"] !== "off";
/** Each quote queues the info mailbox's notice and, when on, the visitor's auto-reply. */
const mailsPerQuote = autoReplies ? 2 : 1;

const OUTBOX_SQL = `select count(*) as total, count(*) filter (where sent_at is null) as unsent,
  count(*) filter (where attempts > 1 or last_error is not null) as retried from email_outbox`;

async function benchEngine(engine: EngineName) {
  return withDatabase(engine, pgUrl, async (db) => {
    const smtp = await startSmtpPeer();
    const received = () => smtp.received.length;
    const withoutId = () => smtp.received.filter((mail) => !mail.messageId).length;
    // A notice delivered twice arrives twice under the one Message-ID of its outbox row.
    const ids = () => smtp.received.map((mail) => mail.messageId).filter(Boolean);
    const duplicates = () => ids().length - new Set(ids()).size;
    console.log(
      `\n== ${engine}: ${db.where}; SMTP peer ${smtp.url}; auto-replies ${autoReplies ? "on" : "off"}`,
    );
    const env = {
      ...db.env,
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
    };
    try {
      const server = await startServer({ env, stopGraceMs: 30_000 });
      if (!autoReplies) {
        if (db.countAfterStop) throw new Error("--auto-replies off needs --engines postgres");
        await db.counts(
          "insert into mail_templates (key, enabled, subject, body) values ('auto-reply:quotes', false, 'Off', 'Off') returning 1 as n",
        );
      }
      const rss = sampleRss(server.pid, 100);
      let exitCode: number | string | null = null;
      try {
        const home = await fetch(`${server.origin}/`);
        await home.arrayBuffer();
        if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
        console.log(
          `Server ${server.origin} (pid ${server.pid}); ${count} posts, ${concurrency} at a time`,
        );
        const load = await runLoad({
          url: `${server.origin}/api/quotes`,
          count,
          concurrency,
          request: (i) => quoteRequest(`${runId}-${i}`),
        });
        server.assertAlive();
        const statuses = Object.entries(load.byStatus)
          .map(([s, n]) => `${s}: ${n}`)
          .join(", ");
        console.log(
          `Load: ${round(load.reqPerSec, 1)} req/s, p50 ${round(load.p50Ms, 1)} ms, ` +
            `p99 ${round(load.p99Ms, 1)} ms, max ${round(load.maxMs)} ms; statuses ${statuses}`,
        );
        for (const f of load.failures) console.log(`  failure sample: ${f}`);
        const mailsAtLoadEnd = received();
        // PostgreSQL: count now. PGlite: its owner is the server, so expect one notice per 201.
        const savedBeforeStop = db.countAfterStop
          ? null
          : ((await db.counts("select count(*) as n from quotes")).n ?? 0);
        const target = (savedBeforeStop ?? load.byStatus["201"] ?? 0) * mailsPerQuote;
        const drain = await waitForCount(received, target, {
          timeoutMs: drainTimeoutS * 1000,
          since: load.endedAt,
          alive: server.assertAlive,
        });
        const drainS = drain.ms / 1000;
        console.log(
          drain.reached
            ? `Drain: ${target} messages at the SMTP peer ${round(drainS, 2)} s after the load ` +
                `(${mailsAtLoadEnd} had arrived during it)`
            : `Drain: TIMEOUT after ${round(drainS, 1)} s, ${received()} of ${target} messages`,
        );
        const outboxLive = db.countAfterStop ? null : await db.counts(OUTBOX_SQL);
        const hwm = rss.highWaterMark();
        rss.stop();
        await server.stop();
        exitCode = server.exited();
        if (exitCode !== 0) console.log(`Server exit: ${exitCode} (expected 0 after SIGTERM)`);
        const saved =
          savedBeforeStop ?? (await db.counts("select count(*) as n from quotes")).n ?? 0;
        const outbox = outboxLive ?? (await db.counts(OUTBOX_SQL));
        const verdict = load.ok2xx === saved ? "OK: equal" : "MISMATCH";
        console.log(`2xx answers: ${load.ok2xx}, saved rows: ${saved} -> ${verdict}`);
        console.log(
          `Outbox: ${outbox.total} rows, ${outbox.unsent} unsent, ${outbox.retried} retried; ` +
            `SMTP peer: ${received()} messages, ${duplicates()} duplicate Message-IDs`,
        );
        const suspicious =
          load.ok2xx !== count ||
          verdict !== "OK: equal" ||
          outbox.unsent !== 0 ||
          exitCode !== 0 ||
          !drain.reached ||
          duplicates() > 0;
        if (suspicious) console.log(`Server log (last lines):\n${server.log()}`);
        return {
          engine,
          where: db.where,
          load,
          saved,
          verdict,
          drain: {
            reached: drain.reached,
            seconds: drainS,
            target,
            mailsAtLoadEnd,
            messagesPerSec: drain.reached && drainS > 0 ? (target - mailsAtLoadEnd) / drainS : null,
          },
          mail: {
            received: received(),
            duplicates: duplicates(),
            withoutId: withoutId(),
          },
          outbox,
          peakRssBytes: rss.peak(),
          vmHwmBytes: hwm,
          serverExit: exitCode,
        };
      } finally {
        rss.stop();
        await server.stop();
      }
    } finally {
      await smtp.close();
    }
  });
}

const results = await perEngine(engines, benchEngine);

const rows = results.map((r) => {
  if ("error" in r) return [r.engine, "-", "-", "-", "-", "-", "-", "-", "ERROR", "-", "-", "-"];
  const non2xx = r.load.requests - r.load.ok2xx;
  return [
    r.engine,
    r.load.requests,
    round(r.load.reqPerSec, 1),
    round(r.load.p50Ms, 1),
    round(r.load.p99Ms, 1),
    r.load.ok2xx,
    non2xx,
    r.saved,
    r.verdict,
    r.drain.reached ? round(r.drain.seconds, 2) : `timeout (${r.mail.received}/${r.drain.target})`,
    r.drain.messagesPerSec === null ? "-" : round(r.drain.messagesPerSec, 1),
    mb(r.peakRssBytes),
  ];
});
console.log(`\nPOST /api/quotes: ${count} distinct submissions, concurrency ${concurrency}\n`);
const headers = ["engine", "requests", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx"];
console.log(table([...headers, "saved rows", "verdict", "drain s", "msg/s", "peak RSS MB"], rows));

const out = new URL("./results/", import.meta.url);
mkdirSync(out, { recursive: true });
const file = new URL("submissions.json", out);
const settings = { count, concurrency, drainTimeoutSeconds: drainTimeoutS, engines };
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), settings, results }, null, 2)}\n`,
);
console.log(`\nWrote ${file.pathname}`);
const failed = results.some((r) => "error" in r || r.verdict !== "OK: equal");
process.exitCode = failed ? 1 : 0;
