// Sending an issue to 10,000 confirmed subscribers (record 111) on PostgreSQL, through the
// production server to a real SMTP peer in this process, at an unlimited rate: the time until
// every copy is accepted, the server's peak RSS, duplicates (one Message-ID per outbox row), and
// the p99 of `/` while it sends beside the same server idle (budgets: 2 min, 400 MB, 1.25x).
// Usage: npm run bench:newsletter-send -- [--subscribers 10000] [--requests 200]
//   [--timeout 300] [--pg-url postgres://postgres@127.0.0.1:5432/]
import { startSmtpPeer } from "../tests/support/smtp.ts";
import { positiveInt } from "./lib/args.ts";
import { postgresDatabase } from "./lib/engines.ts";
import { timeGets } from "./lib/get-latency.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { mb, round, table } from "./lib/table.ts";
import { postgresFlags } from "./prelude.ts";

const { args, pgUrl } = postgresFlags(["subscribers", "requests", "timeout"]);
const subscribers = positiveInt(args.subscribers, "subscribers", 10_000);
const requests = positiveInt(args.requests, "requests", 200);
const timeoutS = positiveInt(args.timeout, "timeout", 300);

const db = await postgresDatabase(pgUrl);
// The peer only counts: parsing 10,000 copies in this process would load the measurement.
let received = 0;
const messageIds = new Set<string>();
const smtp = await startSmtpPeer({
  onMessage: (raw) => {
    received++;
    const id = /^Message-ID:\s*(\S+)/im.exec(raw.toString("latin1", 0, 4096))?.[1];
    if (id) messageIds.add(id);
  },
});
smtp.received.length = 0;
const server = await startServer({ env: { ...db.env, SMTP_URL: smtp.url }, stopGraceMs: 30_000 });
const rss = sampleRss(server.pid, 100);
try {
  const home = `${server.origin}/`;
  console.log(`Server ${server.origin} (pid ${server.pid}) on ${db.where}; SMTP ${smtp.url}`);
  await db.counts(
    `with made as (insert into newsletter_subscriptions (name, email, status, confirmed_at)
       select '', 'reader-' || n || '@bench.example', 'Confirmed', now() from generate_series(1, ${subscribers}) n
       returning 1) select count(*) as n from made`,
  );
  const idle = await timeGets(home, { headers: {}, warmup: 20, requests });
  rss.mark();
  const started = performance.now();
  await db.counts(
    `with made as (insert into newsletter_issues (slug, subject, body, status, send_started_at, rate_per_minute, links)
       values ('bench-issue', 'Bench issue', 'Read [our work](https://example.com/work) and more.', 'sending', now(), 100000, '["https://example.com/work"]')
       returning 1) select count(*) as n from made`,
  );
  const busy = await timeGets(home, { headers: {}, warmup: 0, requests });
  const busyDuringSend = received < subscribers;
  const deadline = started + timeoutS * 1000;
  while (received < subscribers && performance.now() < deadline) {
    server.assertAlive();
    await new Promise((done) => setTimeout(done, 250));
    smtp.received.length = 0;
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((done) => setTimeout(done, 2000));
  const rows = await db.counts(
    `select (select count(*) from newsletter_sends) as sends,
       (select count(*) from email_outbox where kind = 'newsletter-issue') as outbox,
       (select count(*) from email_outbox where kind = 'newsletter-issue' and sent_at is null) as unsent`,
  );
  console.log(
    table(
      ["figure", "value", "budget"],
      [
        ["subscribers", subscribers, ""],
        ["copies accepted by SMTP", received, subscribers],
        ["distinct Message-IDs", messageIds.size, received],
        ["send rows / outbox rows / unsent", `${rows.sends}/${rows.outbox}/${rows.unsent}`, ""],
        ["seconds to all sent", round(seconds, 1), "<= 120"],
        ["peak RSS while sending (MB)", mb(rss.mark()), "<= 400"],
        ["p99 of / idle (ms)", round(idle.p99Ms, 1), ""],
        ["p99 of / while sending (ms)", round(busy.p99Ms, 1), `<= ${round(idle.p99Ms * 1.25, 1)}`],
        ["p50 of / idle / sending (ms)", `${round(idle.p50Ms, 1)} / ${round(busy.p50Ms, 1)}`, ""],
        ["the busy sample ended before the last copy", busyDuringSend ? "yes" : "no", "yes"],
      ],
    ),
  );
} finally {
  rss.stop();
  await server.stop();
  await smtp.close();
  await db.drop();
}
