// Answers by e-mail with two server instances polling one IMAP mailbox (record 075): each answer
// is filed once on its record, its owner is alerted once, and an auto-reply is kept apart once.
// Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import { createUser, query } from "../support/accounts.ts";
import { type ImapTestServer, startImapServer } from "../support/imap.ts";
import { logsOf, twoInstancesForThisFile } from "./instances.ts";

const SECRET = "inbound-instances-secret-0123456789abcdef";
const DOMAIN = "reply.ops.test";
const ANSWERS = 8;
let imap: ImapTestServer;

before(async () => {
  imap = await startImapServer();
});
const instances = twoInstancesForThisFile("opsin", () => ({
  AUTH_SECRET: SECRET,
  INBOUND_REPLY_DOMAIN: DOMAIN,
  INBOUND_IMAP_URL: imap.url,
  INBOUND_IMAP_INTERVAL_MS: "1000",
}));
after(() => imap?.close());

const sql = <T>(text: string, params: unknown[] = []) =>
  query<T>(instances.database.url, text, params);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A quote's signed reply address, as the server makes it (app/server/mail/reply-address.server.ts). */
function replyAddress(quoteId: string) {
  const hex = quoteId.replace(/-/g, "");
  const mac = createHmac("sha256", SECRET).update(`inbound-reply:q${hex}`).digest();
  return `reply+q${hex}-${mac.subarray(0, 12).toString("hex")}@${DOMAIN}`;
}

function message(to: string, subject: string, extraHeaders: string[] = []) {
  return [
    "From: Pat Prospect <pat@example.com>",
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${randomUUID()}@example.com>`,
    "Date: Thu, 26 Nov 2026 10:00:00 +0000",
    ...extraHeaders,
    "Content-Type: text/plain; charset=utf-8",
    "",
    `${subject}: yes, Thursday works.`,
    "",
  ].join("\r\n");
}

test("two instances polling one mailbox file each answer once and alert its owner once", async () => {
  const owner = await createUser(instances.database.url, { role: "admin", name: "Olive Owner" });
  const quotes = await sql<{ id: string }>(
    `insert into quotes (name, email, industry, description, owner_id)
     select 'Pat Prospect', 'pat@example.com', 'Retail', 'Shop ' || n, $1
     from generate_series(1, ${ANSWERS}) as n returning id`,
    [owner.id],
  );
  for (const [n, quote] of quotes.entries())
    imap.deliver(message(replyAddress(quote.id), `Answer ${n}`));
  const outOfOffice = ["Auto-Submitted: auto-replied"];
  imap.deliver(message(replyAddress(quotes[0]?.id ?? ""), "Out of office", outOfOffice));

  const counts = async () => {
    const [row] = await sql<{ filed: number; refused: number }>(
      `select (select count(*)::int from inbound_messages) as filed,
              (select count(*)::int from inbound_refused) as refused`,
    );
    return row ?? { filed: 0, refused: 0 };
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const now = await counts();
    if (now.filed >= ANSWERS && now.refused >= 1) break;
    await pause(200);
  }
  await pause(4000); // several polls of both instances: a second filing would show by now
  const logs = logsOf(instances);
  assert.deepEqual(await counts(), { filed: ANSWERS, refused: 1 }, logs);
  const perQuote = await sql<{ n: number }>(
    "select count(*)::int as n from inbound_messages group by lead_id",
  );
  assert.deepEqual(
    perQuote.map((row) => row.n),
    Array(ANSWERS).fill(1),
  );

  const alerts = () =>
    instances.smtp.received.filter((mail) => mail.subject.startsWith("Reply from"));
  const alertDeadline = Date.now() + 20_000;
  while (alerts().length < ANSWERS && Date.now() < alertDeadline) await pause(200);
  await pause(3000);
  assert.equal(alerts().length, ANSWERS, logs);
  assert.ok(alerts().every((mail) => mail.envelopeTo.includes(owner.email)));
});
