// Two server instances on one PostgreSQL: notices sent once, rate limits shared, a session from
// one valid on the other, and a changed page fresh on both. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import { hash } from "@node-rs/argon2";
import {
  cookieHeader,
  createSessionCookie,
  createUser,
  query,
  SESSION_COOKIE,
} from "../support/accounts.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp.ts";
import { type Instance, startInstance, stopInstance } from "./instances.ts";

const secret = "two-instances-secret-0123456789abcdefghijklmnop";
let database: ScratchDatabase;
let databaseUrl: string;
let smtp: SmtpPeer;
let a: Instance;
let b: Instance;

before(async () => {
  database = await createPostgresDatabase({ prefix: "ops" });
  databaseUrl = database.url;
  smtp = await startSmtpPeer();
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    SMTP_URL: smtp.url,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "6",
    DATA_DIR: `/tmp/${database.name}`,
  };
  // Started together: migrations must be safe when instances race.
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
});

after(async () => {
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await smtp?.close();
  await database?.drop();
});

const post = (instance: Instance, path: string, form: Record<string, string>, cookie?: string) =>
  fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { Origin: instance.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
  });

test("a rate limit counts submissions on both instances together", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const response = await post(i % 2 ? b : a, "/contact", {
      name: `Rate ${i}`,
      email: `rate${i}@example.com`,
      message: "Hello",
      formKey: randomUUID(),
    });
    statuses.push(response.status);
  }
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 201, 429, 429]);
});

test("every notice is sent exactly once", async () => {
  for (let i = 0; i < 6; i++) {
    const response = await post(i % 2 ? b : a, "/api/quotes", {
      name: `Once ${i}`,
      email: `once${i}@example.com`,
      industry: "Other",
      description: "Two instances",
      formKey: randomUUID(),
    });
    assert.equal(response.status, 201);
  }
  // 6 contact messages (the test above) and 6 quotes: each a notice and an auto-reply.
  const deadline = Date.now() + 20_000;
  while (smtp.received.length < 24 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2500)); // a duplicate would arrive within a worker tick
  const ids = smtp.received.map((mail) => mail.messageId);
  assert.equal(ids.length, 24);
  assert.equal(new Set(ids).size, 24);
  const [row] = await query<{ unsent: string }>(
    databaseUrl,
    "select count(*) as unsent from email_outbox where sent_at is null",
  );
  assert.equal(Number(row?.unsent), 0);
});

test("a session made on one instance works on the other", async () => {
  const email = `both-${randomUUID().slice(0, 6)}@example.com`;
  const user = await createUser(databaseUrl, { email, name: "Both Ways" });
  const password = await hash("Quiet-Orbit-58", {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  await query(
    databaseUrl,
    "insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)",
    [randomUUID(), user.id, password],
  );
  const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { Origin: a.url, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Quiet-Orbit-58" }),
  });
  assert.equal(signIn.status, 200);
  const cookie =
    signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(SESSION_COOKIE))
      ?.split(";")[0] ?? "";
  const account = await fetch(`${b.url}/account`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  assert.equal(account.status, 200);
  assert.match(await account.text(), /Welcome, Both Ways/);
});

test("a job posted through one instance shows at once on the other's cached /careers", async () => {
  const before = await fetch(`${a.url}/careers`);
  assert.equal(before.headers.get("x-cache"), "MISS");
  assert.equal((await fetch(`${a.url}/careers`)).headers.get("x-cache"), "HIT");
  const hr = await createUser(databaseUrl, { role: "hr" });
  const cookie = cookieHeader(await createSessionCookie(databaseUrl, hr, { secret }));
  const saved = await post(
    b,
    "/admin/jobs",
    { intent: "save-job", title: "Multi-Instance SRE", location: "Austin, TX", type: "Full-time" },
    cookie,
  );
  assert.equal(saved.status, 200);
  const deadline = Date.now() + 3000;
  let html = "";
  while (Date.now() < deadline) {
    html = await (await fetch(`${a.url}/careers`)).text();
    if (html.includes("Multi-Instance SRE")) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.match(html, /Multi-Instance SRE/);
});
