// Inbound mail against the production server (record 092): a quote's auto-reply gives a real
// reply address, then `--count` answers of about `--mb` MB each (two PDFs, the largest an answer
// may keep) are sent to it at once with nodemailer, each from its own loopback address (as from
// many senders or relays). It prints the server's peak RSS, the time until every answer was
// answered, how many were accepted or refused (and why), and whether `/` answered meanwhile and
// after. It never fails on figures; it fails only when the server died.
// Usage: npm run bench:inbound -- [--count 12] [--mb 9.5] [--same-address]
import { randomUUID } from "node:crypto";
import { createTransport } from "nodemailer";
import { startSmtpPeer } from "../tests/support/smtp.ts";
import { flags, positiveInt, positiveNumber } from "./lib/args.ts";
import { benchPort } from "./lib/ports.ts";
import { quoteRequest } from "./lib/quote-request.ts";
import { sampleRss } from "./lib/rss.ts";
import { startServer } from "./lib/server.ts";
import { mb, round, table } from "./lib/table.ts";

const args = flags({
  count: { type: "string" },
  mb: { type: "string" },
  "same-address": { type: "boolean" },
});
const count = positiveInt(args.count, "count", 12);
const sizeMb = positiveNumber(args.mb, "mb", 9.5);
const sameAddress = args["same-address"] === true;

/** A PDF of about `bytes` bytes: a header, comment lines of filler, a trailer. */
function pdf(bytes: number): Buffer {
  const line = "% filler filler filler filler filler filler filler filler filler filler\n";
  const body = line.repeat(Math.max(1, Math.floor(bytes / line.length)));
  return Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\n${body}trailer<<>>\n%%EOF\n`, "latin1");
}

// Base64 makes 3 bytes 4 (plus line ends): two files of this size make a message of `sizeMb`.
const fileBytes = Math.floor((sizeMb * 1024 * 1024 * 0.74) / 2);
const files = [pdf(fileBytes), pdf(fileBytes)];

const outbound = await startSmtpPeer();
const inboundPort = await benchPort();
const env = {
  SMTP_URL: outbound.url,
  FORM_MIN_FILL_MS: "0",
  FORM_RATE_LIMIT: "1000000",
  INBOUND_REPLY_DOMAIN: "reply.bench.test",
  INBOUND_SMTP_PORT: String(inboundPort),
  INBOUND_SMTP_HOST: "127.0.0.1",
};
const server = await startServer({ env, stopGraceMs: 30_000 });
const rss = sampleRss(server.pid, 50);
let failed = false;
try {
  const post = quoteRequest(`inbound-${randomUUID().slice(0, 8)}`);
  // As a browser would: the server refuses state changes without a same-site Origin.
  const created = await fetch(`${server.origin}/api/quotes`, {
    method: "POST",
    body: post.body,
    headers: { origin: server.origin, ...post.headers },
  });
  await created.arrayBuffer();
  const deadline = Date.now() + 30_000;
  while (!outbound.received.some((m) => m.replyTo.startsWith("reply+")) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  const replyTo = outbound.received.find((m) => m.replyTo.startsWith("reply+"))?.replyTo;
  if (!replyTo) throw new Error(`no auto-reply with a reply address (POST ${created.status})`);
  const before = rss.current() ?? 0;
  console.log(
    `Server ${server.origin} (pid ${server.pid}), inbound SMTP :${inboundPort}; reply address ${replyTo}`,
  );
  console.log(
    `${count} answers of ${round(sizeMb, 1)} MB at once, ${sameAddress ? "all from 127.0.0.1" : "each from its own loopback address"}`,
  );

  // `/` keeps being asked while the answers go in.
  const home = { ok: 0, failed: 0 };
  let sending = true;
  const probe = (async () => {
    while (sending) {
      try {
        const res = await fetch(`${server.origin}/`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status === 200) home.ok++;
        else home.failed++;
      } catch {
        home.failed++;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = createTransport({
        host: "127.0.0.1",
        port: inboundPort,
        secure: false,
        localAddress: sameAddress ? undefined : `127.0.0.${10 + i}`,
      });
      try {
        await client.sendMail({
          from: `Bench Sender ${i} <sender${i}@example.com>`,
          to: replyTo,
          subject: `Re: your quote (${i})`,
          text: "Two documents attached.",
          attachments: files.map((content, n) => ({ filename: `doc-${i}-${n}.pdf`, content })),
        });
        return "accepted";
      } catch (error) {
        return String((error as Error).message).slice(0, 60);
      } finally {
        client.close();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  sending = false;
  await probe;
  const after = await fetch(`${server.origin}/`).then(
    async (res) => {
      await res.arrayBuffer();
      return res.status;
    },
    () => "no answer",
  );
  const alive = server.exited() === null;
  const outcomes = new Map<string, number>();
  for (const result of results) outcomes.set(result, (outcomes.get(result) ?? 0) + 1);
  console.log(
    table(
      ["RSS before, MB", "peak RSS, MB", "seconds", "accepted", "refused", "/ during (ok/failed)"],
      [
        [
          mb(before),
          mb(rss.peak()),
          round(seconds),
          outcomes.get("accepted") ?? 0,
          count - (outcomes.get("accepted") ?? 0),
          `${home.ok}/${home.failed}`,
        ],
      ],
    ),
  );
  for (const [outcome, n] of outcomes)
    if (outcome !== "accepted") console.log(`  ${n} × ${outcome}`);
  console.log(`/ after: ${after}; server alive: ${alive ? "yes" : `no (${server.exited()})`}`);
  failed = !alive;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  rss.stop();
  if (server.exited() !== null) console.log(`server log:\n${server.log()}`);
  await server.stop();
  await outbound.close();
}
process.exit(failed ? 1 : 0);
