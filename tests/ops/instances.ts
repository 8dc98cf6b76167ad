import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "../support/ports.ts";

/** A production server process of this app, on its own port. */
export type Instance = { url: string; process: ChildProcess; logs: string[] };

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["host/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), PUBLIC_URL: url, ...env },
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
