import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { dirname } from "node:path";
import { after, before } from "node:test";
import { createPostgresDatabase, type ScratchDatabase } from "../support/databases.ts";
import { freePort } from "../support/ports.ts";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp.ts";

/** A production server process of this app, on its own port. */
export type Instance = { url: string; process: ChildProcess; logs: string[] };

/**
 * Starts one on a free port: by default `node host/main.ts`; with `npmStart`, as `npm start`
 * does, through host/start.sh (the built launcher, build/main.js, under the heap cap).
 */
export async function startInstance(
  env: Record<string, string>,
  { npmStart = false } = {},
): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // start.sh runs `node`: the one running these tests, first on the PATH.
  const path = `${dirname(process.execPath)}:${process.env.PATH ?? ""}`;
  const [command, args] = npmStart
    ? ["sh", ["host/start.sh"]]
    : [process.execPath, ["host/main.ts"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PATH: path,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${logs.join("")}`);
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, process: child, logs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`instance did not become ready:\n${logs.join("")}`);
}

export async function stopInstance(instance: Instance) {
  if (instance.process.exitCode !== null) return;
  instance.process.kill("SIGTERM");
  await Promise.race([
    once(instance.process, "exit"),
    new Promise((resolve) => setTimeout(resolve, 15_000)),
  ]);
}

/** Two instances on one database, and the SMTP peer they send through (none with `smtp: false`). */
export type InstancePair = {
  database: ScratchDatabase;
  smtp: SmtpPeer;
  env: Record<string, string>;
  a: Instance;
  b: Instance;
};

/**
 * Two instances of the app for the test file, as a load balancer would have them: one scratch
 * PostgreSQL database (its name starts with `prefix`), one SMTP peer unless `smtp` is false, and
 * `env()` (read in `before`, after the file's earlier hooks) added to their environment. They
 * start together, so their migrations race as they may in production; `after` stops them and
 * drops the database. Read the fields inside tests and hooks only.
 */
export function twoInstancesForThisFile(
  prefix: string,
  env: () => Record<string, string>,
  { smtp = true } = {},
): InstancePair {
  const pair = {} as InstancePair;
  before(async () => {
    pair.database = await createPostgresDatabase({ prefix });
    if (smtp) pair.smtp = await startSmtpPeer();
    pair.env = {
      DATABASE_URL: pair.database.url,
      ...(smtp ? { SMTP_URL: pair.smtp.url } : {}),
      DATA_DIR: `/tmp/${pair.database.name}`,
      ...env(),
    };
    [pair.a, pair.b] = await Promise.all([startInstance(pair.env), startInstance(pair.env)]);
  });
  after(async () => {
    await Promise.all([pair.a && stopInstance(pair.a), pair.b && stopInstance(pair.b)]);
    await pair.smtp?.close();
    await pair.database?.drop();
  });
  return pair;
}

/** What both instances wrote, to show with a failed assertion. */
export const logsOf = ({ a, b }: InstancePair) =>
  `\n--- a ---\n${a.logs.join("")}\n--- b ---\n${b.logs.join("")}`;
