// Launch headless Chromium for Lighthouse / scripted runs, with flags that keep it off the network.
// Uses chrome-launcher when it is installed (it is, as a Lighthouse dependency); otherwise spawns
// Chromium with --remote-debugging-port=0 and reads the port it prints.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      "Chromium not found. Install it (`apt-get update && apt-get install -y chromium`) or set CHROME_PATH.",
    );
  }
  return found;
}

export interface Chrome {
  port: number;
  pid: number | undefined;
  kill(): Promise<void>;
}

const spawned = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of spawned) child.kill("SIGKILL");
});

export async function launchChrome(): Promise<Chrome> {
  const userDataDir = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const cleanup = () => rmSync(userDataDir, { recursive: true, force: true });
  let launcher: typeof import("chrome-launcher") | undefined;
  try {
    launcher = await import("chrome-launcher");
  } catch {
    launcher = undefined;
  }
  if (launcher) {
    const chrome = await launcher.launch({
      chromePath: chromePath(),
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: "silent",
    });
    return {
      port: chrome.port,
      pid: chrome.pid,
      kill: async () => {
        chrome.kill();
        await new Promise((r) => setTimeout(r, 200));
        cleanup();
      },
    };
  }
  return spawnChrome(userDataDir, cleanup);
}

async function spawnChrome(userDataDir: string, cleanup: () => void): Promise<Chrome> {
  const child = spawn(
    chromePath(),
    [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  spawned.add(child);
  const port = await new Promise<number>((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${err}`));
    });
  });
  return {
    port,
    pid: child.pid,
    kill: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      spawned.delete(child);
      cleanup();
    },
  };
}
