// The staff workspace on two server instances sharing one PostgreSQL and one real SMTP peer:
// round robin hands quotes out evenly with one e-mail per assignment, and the daily digest goes
// out once per staff member with something due. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { createUser, query, type TestUser } from "../support/accounts.ts";
import type { ReceivedMail } from "../support/smtp.ts";
import { logsOf, twoInstancesForThisFile } from "./instances.ts";

const QUOTES = 30;
let staff: TestUser[] = [];
const instances = twoInstancesForThisFile("opsws", () => ({
  AUTH_SECRET: "workspace-instances-secret-0123456789abcdef",
  FORM_MIN_FILL_MS: "0",
  FORM_RATE_LIMIT: "1000",
  // Each worker loop checks for due digests every second instead of every five minutes.
  HOUSEKEEPING_INTERVAL_MS: "1000",
}));

const sql = <T>(text: string, params: unknown[] = []) =>
  query<T>(instances.database.url, text, params);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logs = () => logsOf(instances);

/** Waits until `done` holds of the received mail, then one more stretch for late duplicates. */
async function settle(matching: (mail: ReceivedMail) => boolean, expected: number) {
  const deadline = Date.now() + 30_000;
  while (instances.smtp.received.filter(matching).length < expected && Date.now() < deadline)
    await pause(100);
  await pause(5000); // several worker ticks on both instances: a duplicate would arrive by now
  return instances.smtp.received.filter(matching);
}

test("round robin among three staff hands 30 quotes out evenly, one e-mail per assignment", async () => {
  staff = await Promise.all(
    [1, 2, 3].map((n) =>
      createUser(instances.database.url, {
        role: "admin",
        name: `Staff ${n}`,
        email: `staff${n}@example.com`,
      }),
    ),
  );
  await sql(
    "insert into assignment_rules (lead_kind, mode, staff_ids) values ('quotes', 'round_robin', $1::jsonb)",
    [JSON.stringify(staff.map((s) => s.id))],
  );
  const run = randomUUID().slice(0, 6);
  // Posted two at a time, one to each instance, so the turns are taken concurrently.
  for (let i = 0; i < QUOTES; i += 2) {
    const statuses = await Promise.all(
      [instances.a, instances.b].map(async (instance, j) => {
        const response = await fetch(`${instance.url}/api/quotes`, {
          method: "POST",
          headers: { Origin: instance.url },
          body: new URLSearchParams({
            name: `Robin ${run} ${i + j}`,
            email: `robin${i + j}@example.com`,
            industry: "Other",
            description: "Round robin on two instances",
            formKey: randomUUID(),
          }),
        });
        return response.status;
      }),
    );
    assert.deepEqual(statuses, [201, 201]);
  }

  const owners = await sql<{ owner_id: string | null; n: number }>(
    "select owner_id, count(*)::int as n from quotes group by owner_id order by owner_id",
  );
  assert.equal(
    owners.length,
    3,
    `every quote owned by one of the three: ${JSON.stringify(owners)}`,
  );
  for (const row of owners) assert.ok(staff.some((s) => s.id === row.owner_id));
  const counts = owners.map((row) => row.n);
  assert.equal(
    counts.reduce((x, y) => x + y, 0),
    QUOTES,
  );
  assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, `uneven: ${counts}`);

  const assigned = (mail: ReceivedMail) => mail.subject.startsWith("Assigned to you:");
  const mails = await settle(assigned, QUOTES);
  const perLead = new Map<string, number>();
  for (const mail of mails) {
    const key = `${mail.envelopeTo.join(",")} ${mail.subject}`;
    perLead.set(key, (perLead.get(key) ?? 0) + 1);
  }
  assert.equal(mails.length, QUOTES, `assignment e-mails at the peer${logs()}`);
  assert.equal(perLead.size, QUOTES);
  assert.ok([...perLead.values()].every((n) => n === 1));
  // Each went to the lead's owner, as the outbox row says.
  const expected = await sql<{ email: string; name: string }>(
    "select u.email, q.name from quotes q join users u on u.id = q.owner_id",
  );
  for (const { email, name } of expected)
    assert.equal(perLead.get(`${email} Assigned to you: ${name} (Quote Requests)`), 1, name);
  const [unsent] = await sql<{ n: number }>(
    "select count(*)::int as n from email_outbox where kind = 'assigned' and sent_at is null",
  );
  assert.equal(unsent?.n, 0);
});

test("the daily digest goes out once per staff member, naming what is overdue", async () => {
  assert.equal(staff.length, 3, "runs after the round robin test");
  const [first, second, third] = staff as [TestUser, TestUser, TestUser];
  // The first has an all-day follow-up from two days ago, the second a timed one an hour ago;
  // the third has nothing due. All three had quotes assigned today, which new leads' default
  // (the digest, record 083) puts in each one's digest.
  await sql(
    `update quotes set follow_up_at = now() - interval '2 days', follow_up_all_day = true
     where id = (select id from quotes where owner_id = $1 limit 1)`,
    [first.id],
  );
  await sql(
    `update quotes set follow_up_at = now() - interval '1 hour', follow_up_all_day = false
     where id = (select id from quotes where owner_id = $1 limit 1)`,
    [second.id],
  );
  const hour = Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      hour: "numeric",
      hourCycle: "h23",
    }).format(new Date()),
  );
  await sql("update workspace_settings set digest_hour = $1 where id = 1", [hour]);

  const digest = (mail: ReceivedMail) => mail.subject.startsWith("Your leads for");
  const mails = await settle(digest, 3);
  const recipients = mails.map((mail) => mail.envelopeTo.join(",")).sort();
  const everyone = [first.email, second.email, third.email].sort();
  assert.deepEqual(recipients, everyone, `digests${logs()}`);
  const subjectOf = (user: TestUser) =>
    mails.find((mail) => mail.envelopeTo.includes(user.email))?.subject ?? "";
  assert.match(subjectOf(first), /1 overdue/);
  assert.match(subjectOf(second), /1 overdue/);
  assert.doesNotMatch(subjectOf(third), /overdue/);
  const sends = await sql<{ user_id: string }>("select user_id from digest_sends order by user_id");
  assert.deepEqual(
    sends.map((row) => row.user_id),
    [first.id, second.id, third.id].sort(),
  );
});
