import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { dirname } from "node:path";
import { freePort } from "../support/ports.ts";

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
