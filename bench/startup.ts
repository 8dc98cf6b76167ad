// Cold start of the production server: from spawning `npm start` to the end of the first 200 on
// `/`, with a fresh DATA_DIR (a new embedded database) and with an existing one; median of N.
// Usage: npm run bench:startup -- [--runs 5]
// What the earlier, longer investigation found is in docs/decisions (startup findings).
import { spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { flags, positiveInt } from "./lib/args.ts";
import { benchPort } from "./lib/ports.ts";
import { ensureBuild, ROOT } from "./lib/server.ts";
import { snapshotServer } from "./lib/snapshot.ts";
import { median, round, table } from "./lib/table.ts";

const args = flags({ runs: { type: "string" } });
const runs = positiveInt(args.runs, "runs", 5);
const POLL_MS = 20;
const READY_TIMEOUT_MS = 60_000;

// `npm start` runs in a private copy (lib/snapshot.ts), so a rebuild meanwhile can't pull build/
// from under it; the copy gets the project's own prestart/start scripts verbatim. npm puts every
// parent's node_modules/.bin on PATH, so `node` is still the pinned Node 24.
await ensureBuild();
const snapshot = await snapshotServer(ROOT);
const cwd = snapshot.dir;
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
const { prestart, start } = pkg.scripts;
const copy = { name: pkg.name, private: true, type: pkg.type, scripts: { prestart, start } };
writeFileSync(join(cwd, "package.json"), `${JSON.stringify(copy, null, 2)}\n`);
mkdirSync(join(cwd, "scripts"));
copyFileSync(join(ROOT, "scripts/ensure-build.ts"), join(cwd, "scripts/ensure-build.ts"));
symlinkSync(join(ROOT, "drizzle"), join(cwd, "drizzle"), "dir");

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-startup-"));
  dirs.push(dir);
  return dir;
};
process.once("exit", () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  snapshot.remove();
});

/** Spawns `npm start` on `dataDir`, polls `/` until a 200, stops it; returns the ms to that 200. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await benchPort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL; // the embedded database is what is measured
  const t0 = performance.now();
  // Its own process group, so npm, sh and the server are stopped together.
  const child = spawn("npm", ["start"], { cwd, env, detached: true, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let exitCode: number | null = null;
  child.once("exit", (code) => {
    exitCode = code ?? -1;
  });
  try {
    for (;;) {
      if (exitCode !== null) throw new Error(`npm start exited (${exitCode}) before a 200`);
      const status = await fetch(`http://127.0.0.1:${port}/`)
        .then(async (response) => {
          await response.arrayBuffer(); // the whole page, as a visitor waits for it
          return response.status;
        })
        .catch(() => null);
      if (status === 200) return performance.now() - t0;
      if (performance.now() - t0 > READY_TIMEOUT_MS) throw new Error("no 200 within 60 s");
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    // SIGTERM: the server closes PGlite cleanly, so the data dir can serve as "existing".
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
  }
}

console.log(
  `load average before: ${loadavg()
    .map((n) => round(n, 2))
    .join(" ")}`,
);
// The existing database: one start on an empty DATA_DIR (also warms the OS file cache).
const template = newDataDir();
console.log(`warm-up (fresh, not counted): ${round(await startOnce(template))} ms`);
const times = { fresh: [] as number[], existing: [] as number[] };
for (let i = 0; i < runs; i++) {
  times.fresh.push(await startOnce(newDataDir()));
  const existing = newDataDir();
  cpSync(template, existing, { recursive: true });
  times.existing.push(await startOnce(existing));
  console.log(
    `  run ${i + 1}: fresh ${round(times.fresh[i] ?? 0)} ms, existing ${round(times.existing[i] ?? 0)} ms`,
  );
}
const summary = Object.entries(times).map(([variant, values]) => ({
  variant,
  runs: values.length,
  min: round(Math.min(...values)),
  median: round(median(values, (v) => v)),
  max: round(Math.max(...values)),
}));
console.log("\nspawn `npm start` → first 200 on / (ms):");
console.log(
  table(
    ["DATA_DIR", "runs", "min", "median", "max"],
    summary.map((s) => [s.variant, s.runs, s.min, s.median, s.max]),
  ),
);
console.log(
  `load average after: ${loadavg()
    .map((n) => round(n, 2))
    .join(" ")}`,
);
const outDir = join(ROOT, "bench/results");
mkdirSync(outDir, { recursive: true });
const result = { date: new Date().toISOString(), pollMs: POLL_MS, summary, times };
writeFileSync(join(outDir, "startup.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log("Results: bench/results/startup.json");
