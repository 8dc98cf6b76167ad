// SIGTERM stops the server promptly while a staff member's live list is open: the
// /admin/events stream ends at once instead of holding the server for its whole 10 s grace
// period. Run: npm run test:ops (after a build). docs/decisions/067-listener-reconnect.md
import assert from "node:assert/strict";
import { once } from "node:events";
import { after, before, test } from "node:test";
import { cookieHeader, createSessionCookie, createUser } from "../support/accounts.ts";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { type Instance, startInstance, stopInstance } from "./instances.ts";

const secret = "shutdown-streams-secret-0123456789abcdefghijklmn";
let database: ScratchDatabase;
let instance: Instance | undefined;

before(async () => {
  database = await createPostgresDatabase({ prefix: "ops" });
});

after(async () => {
  if (instance) await stopInstance(instance);
  await database?.drop();
});

test("SIGTERM with a live list open exits within 5 s, ending the stream", async () => {
  instance = await startInstance({
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    DATA_DIR: `/tmp/${database.name}`,
  });
  const admin = await createUser(database.url, { role: "admin" });
  const cookie = await createSessionCookie(database.url, admin, { secret });
  const response = await fetch(`${instance.url}/admin/events`, {
    headers: { Accept: "text/event-stream", Cookie: cookieHeader(cookie) },
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /text\/event-stream/);
  const reader = response.body?.getReader();
  assert.ok(reader);
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes(": open")) {
    const chunk = await reader.read();
    assert.ok(!chunk.done, `the stream ended before it opened: ${seen}`);
    seen += decoder.decode(chunk.value);
  }
  const streamEnded = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) return performance.now();
    }
  })();

  const started = performance.now();
  const exited = once(instance.process, "exit");
  instance.process.kill("SIGTERM");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const [code] = (await Promise.race([
    exited,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(["still running"]), 15_000);
    }),
  ])) as [number | string];
  clearTimeout(timer);
  const took = performance.now() - started;
  assert.equal(code, 0, `exit ${code} after ${Math.round(took)} ms:\n${instance.logs.join("")}`);
  assert.ok(took < 5_000, `exited ${Math.round(took)} ms after SIGTERM (the stream held it)`);
  assert.ok((await streamEnded) - started < 5_000, "the stream ended");
  console.log(`# exited ${Math.round(took)} ms after SIGTERM with a live list open`);
});
