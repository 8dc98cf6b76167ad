// Two server instances on one PostgreSQL: notices sent once, rate limits shared, a session from
// one valid on the other, and a changed page fresh on both. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import {
  cookieHeader,
  createSessionCookie,
  createUser,
  query,
  SESSION_COOKIE,
  setPassword,
} from "../support/accounts.ts";
import { type Instance, twoInstancesForThisFile } from "./instances.ts";

const secret = "two-instances-secret-0123456789abcdefghijklmnop";
// Started together: migrations must be safe when instances race.
const instances = twoInstancesForThisFile("ops", () => ({
  AUTH_SECRET: secret,
  FORM_MIN_FILL_MS: "0",
  FORM_RATE_LIMIT: "6",
}));

const post = (instance: Instance, path: string, form: Record<string, string>, cookie?: string) =>
  fetch(`${instance.url}${path}`, {
    method: "POST",
    headers: { Origin: instance.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
  });

test("a rate limit counts submissions on both instances together", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const response = await post(i % 2 ? instances.b : instances.a, "/contact", {
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
    const response = await post(i % 2 ? instances.b : instances.a, "/api/quotes", {
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
  while (instances.smtp.received.length < 24 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2500)); // a duplicate would arrive within a worker tick
  const ids = instances.smtp.received.map((mail) => mail.messageId);
  assert.equal(ids.length, 24);
  assert.equal(new Set(ids).size, 24);
  const [row] = await query<{ unsent: string }>(
    instances.database.url,
    "select count(*) as unsent from email_outbox where sent_at is null",
  );
  assert.equal(Number(row?.unsent), 0);
});

test("a session made on one instance works on the other", async () => {
  const email = `both-${randomUUID().slice(0, 6)}@example.com`;
  const user = await createUser(instances.database.url, { email, name: "Both Ways" });
  await setPassword(instances.database.url, user, "Quiet-Orbit-58");
  const signIn = await fetch(`${instances.a.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { Origin: instances.a.url, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Quiet-Orbit-58" }),
  });
  assert.equal(signIn.status, 200);
  const cookie =
    signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(SESSION_COOKIE))
      ?.split(";")[0] ?? "";
  const account = await fetch(`${instances.b.url}/account`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  assert.equal(account.status, 200);
  assert.match(await account.text(), /Welcome, Both Ways/);
});

test("a job posted through one instance shows at once on the other's cached /careers", async () => {
  const before = await fetch(`${instances.a.url}/careers`);
  assert.equal(before.headers.get("x-cache"), "MISS");
  assert.equal((await fetch(`${instances.a.url}/careers`)).headers.get("x-cache"), "HIT");
  const hr = await createUser(instances.database.url, { role: "hr" });
  const cookie = cookieHeader(await createSessionCookie(instances.database.url, hr, { secret }));
  const saved = await post(
    instances.b,
    "/admin/jobs",
    { intent: "save-job", title: "Multi-Instance SRE", location: "Austin, TX", type: "Full-time" },
    cookie,
  );
  assert.equal(saved.status, 200);
  const deadline = Date.now() + 3000;
  let html = "";
  while (Date.now() < deadline) {
    html = await (await fetch(`${instances.a.url}/careers`)).text();
    if (html.includes("Multi-Instance SRE")) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.match(html, /Multi-Instance SRE/);
});
