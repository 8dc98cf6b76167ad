// Two server instances on one PostgreSQL send one issue (record 111): each subscriber gets it
// once, even when one instance is killed (SIGKILL) in the middle and started again, and every
// copy keeps one Message-ID. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { query } from "../support/accounts.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp.ts";
import { type Instance, startInstance, stopInstance } from "./instances.ts";

const SUBSCRIBERS = 400;
let database: ScratchDatabase;
let smtp: SmtpPeer;
let a: Instance;
let b: Instance;
let env: Record<string, string>;

before(async () => {
  database = await createPostgresDatabase({ prefix: "ops" });
  smtp = await startSmtpPeer();
  env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: "newsletter-instances-secret-0123456789abcdefghij",
    SMTP_URL: smtp.url,
    DATA_DIR: `/tmp/${database.name}`,
  };
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
});

after(async () => {
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await smtp?.close();
  await database?.drop();
});

test("an issue reaches each confirmed subscriber once across two instances and a kill -9", async () => {
  await query(
    database.url,
    `insert into newsletter_subscriptions (name, email, status)
     select '', 'reader-' || n || '@ops.example', 'Confirmed' from generate_series(1, ${SUBSCRIBERS}) n`,
  );
  await query(
    database.url,
    `insert into newsletter_subscriptions (name, email, status) values ('', 'pending@ops.example', 'Pending')`,
  );
  await query(
    database.url,
    `insert into newsletter_issues (slug, subject, body, status, send_started_at, rate_per_minute, links)
     values ('ops-issue', 'Ops issue', 'Hello.', 'sending', now(), 100000, '[]')`,
  );
  // Killed while sending, then back: what it held is sent by the other or after its lease.
  await until(() => smtp.received.length >= 50, 60_000);
  a.process.kill("SIGKILL");
  a = await startInstance(env);
  // The killed one's leased copies wait out their lease (two minutes) before the other takes them.
  await until(() => smtp.received.length >= SUBSCRIBERS, 200_000);
  await new Promise((done) => setTimeout(done, 3000));

  const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
  const perRecipient = new Map<string, number>();
  for (const to of recipients) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const twice = [...perRecipient].filter(([, count]) => count > 1);
  // SMTP is at-least-once: a copy whose acceptance was cut off by the kill may come again,
  // but then under its one Message-ID, which mail systems recognise.
  for (const [to] of twice) {
    const ids = new Set(
      smtp.received.filter((m) => m.envelopeTo.includes(to)).map((m) => m.messageId),
    );
    assert.equal(ids.size, 1, `${to} got two different messages`);
  }
  assert.ok(twice.length <= 2, `${twice.length} recipients got a copy twice`);
  assert.equal(perRecipient.size, SUBSCRIBERS);
  assert.equal(perRecipient.has("pending@ops.example"), false);
  const [rows] = await query<{ sends: string; outbox: string }>(
    database.url,
    `select (select count(*) from newsletter_sends) as sends,
            (select count(*) from email_outbox where kind = 'newsletter-issue') as outbox`,
  );
  assert.equal(Number(rows?.sends), SUBSCRIBERS);
  assert.equal(Number(rows?.outbox), SUBSCRIBERS);
});

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 200));
  }
}
