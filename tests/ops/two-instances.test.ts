// Two server instances on one PostgreSQL: notices sent once, rate limits shared, a session from
// one valid on the other, and a changed page fresh on both. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { createSessionCookie, createUser, query } from "../support/accounts.ts";
import { freePort, type Instance, startInstance, stopInstance } from "./instances.ts";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const name = `ops_${randomUUID().slice(0, 8)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const secret = "two-instances-secret-0123456789abcdefghijklmnop";
const cookieName = "__Host-bd.session_token";
const received: string[] = [];
let smtp: SMTPServer;
let a: Instance;
let b: Instance;

before(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        received.push(/^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? raw);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "6",
    DATA_DIR: `/tmp/${name}`,
  };
  // Started together: migrations must be safe when instances race.
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
});

after(async () => {
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
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
  const deadline = Date.now() + 20_000;
  while (received.length < 12 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2500)); // a duplicate would arrive within a worker tick
  assert.equal(received.length, 12);
  assert.equal(new Set(received).size, 12);
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
      .find((c) => c.startsWith(cookieName))
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
  const session = await createSessionCookie(databaseUrl, hr, { secret, cookieName });
  const cookie = `${session.name}=${encodeURIComponent(session.value)}`;
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
