// The production server refuses plainly: it will not start on a taken port or a database it
// cannot open (one line on stderr, non-zero exit, never "listening"), and it answers a method
// it does not support with 501 without logging an error. Run: npm run test:ops (after a build).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { freePort } from "../support/ports.ts";
import { type Instance, startInstance, stopInstance } from "./instances.ts";

let scratch: string;
before(async () => {
  scratch = await mkdtemp(join(tmpdir(), "refusals-"));
});
after(() => rm(scratch, { recursive: true, force: true }));

/** Runs the production server to its exit (or kills it after 30 s) and returns what it said. */
async function startUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ["host/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: join(scratch, "data"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const [code] = await once(child, "exit");
  clearTimeout(killer);
  return { code: code as number | null, stdout, stderr, output: stdout + stderr };
}

function assertRefused(run: Awaited<ReturnType<typeof startUntilExit>>, reason: RegExp) {
  assert.notEqual(run.code, 0, run.output);
  assert.notEqual(run.code, null, `still running after 30 s:\n${run.output}`);
  assert.doesNotMatch(run.output, /listening/i);
  const lines = run.stderr.trim().split("\n");
  assert.equal(lines.length, 1, `one line expected on stderr:\n${run.stderr}`);
  assert.match(lines[0] ?? "", reason);
}

test("a port in use: one line saying so, exit non-zero", async () => {
  const port = await freePort();
  const taken = createServer().listen(port, "0.0.0.0");
  await once(taken, "listening");
  try {
    const run = await startUntilExit({ PORT: String(port) });
    assertRefused(run, new RegExp(`cannot start: port ${port} is already in use`));
  } finally {
    taken.close();
  }
});

test("a PostgreSQL server that does not answer: one line naming it, exit non-zero", async () => {
  const down = await freePort();
  const run = await startUntilExit({
    PORT: String(await freePort()),
    DATABASE_URL: `postgres://app:secret@127.0.0.1:${down}/site`,
  });
  assertRefused(run, /cannot start: cannot open the database \(DATABASE_URL .*:\d+\/site\)/);
  assert.doesNotMatch(run.output, /secret/, "the password is not printed");
});

test("a DATA_DIR that cannot hold the database: one line naming it, exit non-zero", async () => {
  const notADirectory = join(scratch, "a-file");
  await writeFile(notADirectory, "");
  const run = await startUntilExit({ PORT: String(await freePort()), DATA_DIR: notADirectory });
  assertRefused(run, /cannot start: cannot open the database \(DATA_DIR .*a-file\)/);
});

test("HEAP_LIMIT_MB the process was not started with: one line saying how, exit non-zero", async () => {
  // `node host/main.ts` has V8's default heap; only host/start.sh (npm start) applies the cap.
  const run = await startUntilExit({ PORT: String(await freePort()), HEAP_LIMIT_MB: "192" });
  assertRefused(run, /cannot start: HEAP_LIMIT_MB is 192, but this process's heap limit is \d+ MB/);
});

test("TRACE answers 501 and logs no error", async () => {
  const instance: Instance = await startInstance({
    DATA_DIR: join(scratch, "trace"),
    LOG_LEVEL: "info",
  });
  try {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(`${instance.url}/`, { method: "TRACE" }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", reject);
      req.end();
    });
    assert.equal(status, 501);
  } finally {
    await stopInstance(instance);
  }
  const logs = instance.logs.join("");
  assert.doesNotMatch(logs, /"level":(50|60)/, logs);
});
