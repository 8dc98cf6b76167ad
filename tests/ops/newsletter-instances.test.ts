// Two server instances on one PostgreSQL send one issue (record 111): each subscriber gets it
// once, even when one instance is killed (SIGKILL) in the middle and started again, and every
// copy keeps one Message-ID. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { test } from "node:test";
import { query } from "../support/accounts.ts";
import { startInstance, twoInstancesForThisFile } from "./instances.ts";

const SUBSCRIBERS = 400;
const instances = twoInstancesForThisFile("ops", () => ({
  AUTH_SECRET: "newsletter-instances-secret-0123456789abcdefghij",
}));

test("an issue reaches each confirmed subscriber once across two instances and a kill -9", async () => {
  await query(
    instances.database.url,
    `insert into newsletter_subscriptions (name, email, status)
     select '', 'reader-' || n || '@ops.example', 'Confirmed' from generate_series(1, ${SUBSCRIBERS}) n`,
  );
  await query(
    instances.database.url,
    `insert into newsletter_subscriptions (name, email, status) values ('', 'pending@ops.example', 'Pending')`,
  );
  await query(
    instances.database.url,
    `insert into newsletter_issues (slug, subject, body, status, send_started_at, rate_per_minute, links)
     values ('ops-issue', 'Ops issue', 'Hello.', 'sending', now(), 100000, '[]')`,
  );
  // Killed while sending, then back: what it held is sent by the other or after its lease.
  await until(() => instances.smtp.received.length >= 50, 60_000);
  instances.a.process.kill("SIGKILL");
  instances.a = await startInstance(instances.env);
  // The killed one's leased copies wait out their lease (two minutes) before the other takes them.
  await until(() => instances.smtp.received.length >= SUBSCRIBERS, 200_000);
  await new Promise((done) => setTimeout(done, 3000));

  const recipients = instances.smtp.received.flatMap((mail) => mail.envelopeTo);
  const perRecipient = new Map<string, number>();
  for (const to of recipients) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  const twice = [...perRecipient].filter(([, count]) => count > 1);
  // SMTP is at-least-once: a copy whose acceptance was cut off by the kill may come again,
  // but then under its one Message-ID, which mail systems recognise.
  for (const [to] of twice) {
    const ids = new Set(
      instances.smtp.received.filter((m) => m.envelopeTo.includes(to)).map((m) => m.messageId),
    );
    assert.equal(ids.size, 1, `${to} got two different messages`);
  }
  assert.ok(twice.length <= 2, `${twice.length} recipients got a copy twice`);
  assert.equal(perRecipient.size, SUBSCRIBERS);
  assert.equal(perRecipient.has("pending@ops.example"), false);
  const [rows] = await query<{ sends: string; outbox: string }>(
    instances.database.url,
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
