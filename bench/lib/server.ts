// Start/stop the built production server (host/main.ts, production mode) on a free port, from a
// private snapshot of server/ + build/ (see snapshot.ts). It starts as `npm start` does, through
// host/start.sh (its `exec` keeps the pid) without npm's wrapper, so `server.pid` is the real
// server process.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchPort } from "./ports.ts";
import { snapshotServer } from "./snapshot.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUILD_DIR = new URL("../../build/", import.meta.url);
const SERVER_BUILD = new URL("../../build/server/index.js", import.meta.url);

/** The project's pinned Node 24 (node_modules/.bin/node), resolved to the real binary. */
function nodeBinary(): string {
  const pinned = fileURLToPath(new URL("../../node_modules/.bin/node", import.meta.url));
  return existsSync(pinned) ? realpathSync(pinned) : process.execPath;
}

/**
 * Build once if there is no production build (same rule as scripts/ensure-build.ts). If build/
 * exists but is incomplete or was just written, someone is probably building: wait for it first.
 */
export async function ensureBuild(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (existsSync(BUILD_DIR) && Date.now() < deadline) {
    const fresh = existsSync(SERVER_BUILD) && Date.now() - statSync(SERVER_BUILD).mtimeMs > 3_000;
    if (fresh) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (existsSync(SERVER_BUILD)) return;
  console.log("No production build found; running `npm run build` first.");
  execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
}

export interface RunningServer {
  origin: string;
  port: number;
  pid: number;
  /** Path (relative to the project) of the entry file the server runs. */
  entry: string;
  /** The build/client directory this server serves statically. */
  clientDir: string;
  /** Last lines the server printed (for error reports). */
  log(): string;
  /** Exit code/signal if the server has died, else null. */
  exited(): number | string | null;
  /** Throw (with the server's last output) if the server has died. */
  assertAlive(): void;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
function killAll() {
  for (const child of live) child.kill("SIGKILL");
}
process.once("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.once(sig, () => {
    killAll();
    process.exit(130);
  });
}

export interface StartOptions {
  timeoutMs?: number;
  /** Extra environment, applied last (overrides DATA_DIR etc.); `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** How long stop() waits after SIGTERM before SIGKILL. */
  stopGraceMs?: number;
  /** Runs on the snapshot's build/client before the server starts (files to serve statically). */
  beforeStart?: (clientDir: string) => void;
  /**
   * Options for node before the entry file, e.g. V8 flags. Without them the server starts as
   * `npm start` starts it: through host/start.sh, with its memory flags (HEAP_LIMIT_MB).
   */
  nodeArgs?: string[];
}

export async function startServer({
  timeoutMs = 60_000,
  env = {},
  stopGraceMs = 5_000,
  beforeStart,
  nodeArgs,
}: StartOptions = {}): Promise<RunningServer> {
  await ensureBuild();
  const snapshot = await snapshotServer(ROOT);
  beforeStart?.(snapshot.clientDir);
  const port = await benchPort();
  const origin = `http://127.0.0.1:${port}`;
  // `exec` in start.sh keeps the pid: it is the server's. A build without start.sh runs plain node.
  const startScript = join(snapshot.dir, "host/start.sh");
  const [command, args] =
    nodeArgs === undefined && existsSync(startScript)
      ? ["sh", [startScript, snapshot.entry]]
      : [nodeBinary(), [...(nodeArgs ?? []), snapshot.entry]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      // start.sh runs `node`: the pinned Node 24.
      PATH: `${dirname(nodeBinary())}:${process.env.PATH ?? ""}`,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Canonical/OG URLs point at the origin under test, as they would in production.
      PUBLIC_URL: origin,
      // A throwaway data dir (embedded database, mail files) inside the snapshot: never share
      // ./data with a server someone else is running. Set DATABASE_URL to bench real Postgres.
      DATA_DIR: join(snapshot.dir, "data"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 50) lines.splice(0, lines.length - 50);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: number | string | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = code ?? signal ?? "?";
      live.delete(child);
      resolve();
    }),
  );

  const stop = async () => {
    if (exited === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), stopGraceMs);
      await exitPromise;
      clearTimeout(timer);
    }
    snapshot.remove();
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) {
      snapshot.remove();
      throw new Error(`server exited (${exited}) before it was ready:\n${lines.join("\n")}`);
    }
    try {
      const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready after ${timeoutMs} ms:\n${lines.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.pid === undefined) throw new Error("server has no pid");
  const log = () => lines.join("\n");
  const assertAlive = () => {
    if (exited !== null) throw new Error(`server died (${exited}); last output:\n${log()}`);
  };
  const { entry, clientDir } = snapshot;
  return {
    origin,
    port,
    pid: child.pid,
    entry,
    clientDir,
    log,
    exited: () => exited,
    assertAlive,
    stop,
  };
}
