// Cold start of the production server: from spawning `npm start` to the first 200 on `/`, with a
// fresh DATA_DIR (PGlite creates and migrates a new database) and with an existing, already
// initialised one. Then a step-by-step breakdown in separate Node processes (lib/startup-phases.ts).
// Usage: npm run bench:startup -- [--runs 5] [--phase-runs 3] [--in-place]
import { type ChildProcess, execSync, spawn } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { flags, positiveInt } from "./lib/args.ts";
import { ensureBuild, freePort, nodeBinary, ROOT } from "./lib/server.ts";
import { snapshotServer } from "./lib/snapshot.ts";
import { round, table } from "./lib/table.ts";

const args = flags({
  runs: { type: "string" },
  "phase-runs": { type: "string" },
  "in-place": { type: "boolean" },
});
const runs = positiveInt(args.runs, "runs", 5);
const phaseRuns = args["phase-runs"] === "0" ? 0 : positiveInt(args["phase-runs"], "phase-runs", 3);
const inPlace = args["in-place"] === true;
const TARGET_MS = 1500;
const POLL_MS = 20;
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 15_000;

type Variant = "fresh" | "existing";
interface LogLine {
  ms: number;
  stream: "out" | "err";
  text: string;
}
interface Run {
  variant: Variant;
  /** spawn → end of the first 200 response to GET / */
  readyMs: number;
  /** Milestones read from the output, ms after spawn (null if not seen). */
  npmBannerMs: number | null;
  startBannerMs: number | null;
  listeningMs: number | null;
  firstAnswerMs: number | null;
  polls: number;
  statuses: Record<string, number>;
  stopMs: number;
  exit: string;
  processes: string[];
  /** CPU used up to the first 200: the server's Node process, and the whole process group. */
  serverCpuMs: number | null;
  groupCpuMs: number;
  log: LogLine[];
}

// ---- where `npm start` runs ------------------------------------------------------------------
// By default a private copy (lib/snapshot.ts) so a rebuild by someone else during the bench can't
// pull build/ from under it; the copy gets the project's own prestart/start scripts verbatim,
// scripts/ensure-build.ts and a link to drizzle/ (migrations are read from the cwd). npm adds
// every ancestor's node_modules/.bin to PATH, so `node` is still the pinned Node 24.
await ensureBuild();
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  name: string;
  type: string;
  scripts: Record<string, string>;
};
let cwd = ROOT;
let removeSnapshot = () => {};
if (!inPlace) {
  const snapshot = await snapshotServer(ROOT);
  removeSnapshot = snapshot.remove;
  cwd = snapshot.dir;
  writeFileSync(
    join(cwd, "package.json"),
    `${JSON.stringify(
      {
        name: pkg.name,
        private: true,
        type: pkg.type,
        scripts: { prestart: pkg.scripts.prestart, start: pkg.scripts.start },
      },
      null,
      2,
    )}\n`,
  );
  mkdirSync(join(cwd, "scripts"));
  copyFileSync(join(ROOT, "scripts/ensure-build.ts"), join(cwd, "scripts/ensure-build.ts"));
  symlinkSync(join(ROOT, "drizzle"), join(cwd, "drizzle"), "dir");
}

const tempDirs = new Set<string>();
const groups = new Set<number>();
function cleanup() {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  removeSnapshot();
}
process.once("exit", cleanup);
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-startup-"));
  tempDirs.add(dir);
  return dir;
};
const dropDir = (dir: string) => {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
const CLK_TCK = (() => {
  try {
    return Number(execSync("getconf CLK_TCK", { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const SERVER_NODE = nodeBinary();
interface GroupInfo {
  /** pid, exe and command line of every process in the group. */
  list: string[];
  /** CPU time (user + system) the server's Node process has used so far. */
  serverCpuMs: number | null;
  /** CPU time of the whole group, including exited children (the prestart Node) npm reaped. */
  groupCpuMs: number;
}
function groupProcesses(pgid: number): GroupInfo {
  const list: string[] = [];
  let serverCpuMs: number | null = null;
  let groupCpuMs = 0;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // Fields after "(comm)": [0] state, [2] pgrp, [11] utime, [12] stime, [13] cutime, [14] cstime.
      const fields = stat
        .slice(stat.lastIndexOf(")") + 2)
        .split(" ")
        .map(Number);
      if (fields[2] !== pgid) continue;
      const ticks = (i: number) => fields[i] ?? 0;
      const exe = readlinkSync(`/proc/${name}/exe`);
      const cmd = readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").join(" ").trim();
      list.push(`${name} ${exe}: ${cmd}`);
      const own = ((ticks(11) + ticks(12)) * 1000) / CLK_TCK;
      groupCpuMs += own + ((ticks(13) + ticks(14)) * 1000) / CLK_TCK;
      if (exe === SERVER_NODE) serverCpuMs = (serverCpuMs ?? 0) + own;
    } catch {
      // exited meanwhile
    }
  }
  return { list, serverCpuMs, groupCpuMs };
}

/** One GET; resolves with the status once the whole body is in, or null if no answer. */
function get(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
    req.end();
  });
}

async function stopGroup(child: ChildProcess, pgid: number): Promise<string> {
  const exited = new Promise<string>((r) =>
    child.once("exit", (code, signal) => r(String(code ?? signal))),
  );
  const done = child.exitCode !== null || child.signalCode !== null;
  const status = done ? Promise.resolve(String(child.exitCode ?? child.signalCode)) : exited;
  try {
    process.kill(-pgid, "SIGTERM"); // npm, sh and node all get it; the server stops gracefully
  } catch {
    // gone
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pgid) && Date.now() < deadline) await sleep(20);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // gone
    }
    while (groupAlive(pgid)) await sleep(20);
  }
  groups.delete(pgid);
  const code = await status;
  return code;
}

/**
 * npm exited before the first 200. A signal we did not send means someone stopped the server from
 * outside (e.g. `pkill -f host/main.ts` by another tool; npm re-raises its child's signal).
 */
class EarlyExit extends Error {
  readonly exit: string;
  constructor(message: string, exit: string) {
    super(message);
    this.exit = exit;
  }
}
const MAX_ATTEMPTS = 3;
const externalKills: { variant: Variant; exit: string }[] = [];
/** startOnce, retried (on a new copy of the data) when a signal from outside ended the run. */
async function startRetrying(variant: Variant, makeDir: () => string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const dir = makeDir();
    try {
      return await startOnce(variant, dir);
    } catch (error) {
      const external = error instanceof EarlyExit && /^SIG/.test(error.exit);
      if (!external || attempt >= MAX_ATTEMPTS) throw error;
      externalKills.push({ variant, exit: error.exit });
      console.log(`  (${variant}: npm start was stopped from outside by ${error.exit}; retrying)`);
    } finally {
      if (dir !== template) dropDir(dir); // the warm-up keeps its dir: it is the template
    }
  }
}

async function startOnce(variant: Variant, dir: string): Promise<Run> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dir,
  };
  delete env.DATABASE_URL; // PGlite is what is measured
  delete env.npm_config_loglevel; // keep npm's "> start" banners (milestones)
  const log: LogLine[] = [];
  const t0 = performance.now();
  const child = spawn("npm", ["start"], {
    cwd,
    env,
    detached: true, // own process group: npm → sh → node, all stopped together
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pgid = child.pid;
  if (pgid === undefined) throw new Error("npm did not start");
  groups.add(pgid);
  for (const [stream, pipe] of [
    ["out", child.stdout],
    ["err", child.stderr],
  ] as const) {
    let rest = "";
    pipe?.on("data", (chunk: Buffer) => {
      const ms = performance.now() - t0;
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      for (const text of parts) if (text.trim()) log.push({ ms, stream, text });
    });
  }
  let exitedEarly: string | null = null;
  child.once("exit", (code, signal) => {
    exitedEarly = String(code ?? signal);
  });

  const statuses: Record<string, number> = {};
  let polls = 0;
  let firstAnswerMs: number | null = null;
  let readyMs = Number.NaN;
  for (;;) {
    if (exitedEarly !== null) {
      const tail = log.map((l) => l.text).join("\n");
      await stopGroup(child, pgid);
      throw new EarlyExit(
        `npm start exited (${exitedEarly}) before answering:\n${tail}`,
        exitedEarly,
      );
    }
    polls++;
    const status = await get(`${origin}/`);
    const key = status === null ? "refused" : String(status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (status !== null && firstAnswerMs === null) firstAnswerMs = performance.now() - t0;
    if (status === 200) {
      readyMs = performance.now() - t0;
      break;
    }
    const elapsed = performance.now() - t0;
    if (elapsed > READY_TIMEOUT_MS) {
      await stopGroup(child, pgid);
      throw new Error(`no 200 on / after ${READY_TIMEOUT_MS} ms (${JSON.stringify(statuses)})`);
    }
    await sleep(POLL_MS - (elapsed % POLL_MS)); // next 20 ms tick after spawn
  }
  const group = groupProcesses(pgid);
  const s0 = performance.now();
  const exit = await stopGroup(child, pgid);
  const stopMs = performance.now() - s0;
  const at = (re: RegExp) => log.find((l) => re.test(l.text))?.ms ?? null;
  return {
    variant,
    readyMs,
    npmBannerMs: at(/^> (\S+ )?prestart$/),
    startBannerMs: at(/^> (\S+ )?start$/),
    listeningMs: at(/listening on/),
    firstAnswerMs,
    polls,
    statuses,
    stopMs,
    exit,
    processes: group.list,
    serverCpuMs: group.serverCpuMs,
    groupCpuMs: group.groupCpuMs,
    log,
  };
}

// ---- step breakdown in separate processes ----------------------------------------------------
interface PhaseResult {
  mode: string;
  variant: Variant;
  marks: [string, number][];
  status?: number;
}
function phaseOnce(
  mode: "app" | "db" | "import",
  variant: Variant,
  dir: string,
  specifier?: string,
): Promise<PhaseResult> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://127.0.0.1",
      DATA_DIR: dir,
    };
    delete env.DATABASE_URL;
    const argv = [
      join(ROOT, "bench/lib/startup-phases.ts"),
      mode,
      ...(specifier ? [specifier] : []),
    ];
    const child = spawn(nodeBinary(), argv, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
    });
    child.once("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith('{"mode"'));
      if (code !== 0 || !line) {
        reject(new Error(`phase ${mode}/${variant} exited ${code}:\n${out}\n${err}`));
        return;
      }
      resolve({ ...(JSON.parse(line) as Omit<PhaseResult, "variant">), variant });
    });
  });
}

// ---- run --------------------------------------------------------------------------------------
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(mid)] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { min: sorted[0] ?? Number.NaN, median, max: sorted.at(-1) ?? Number.NaN };
};
const ms = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? "-" : String(round(n));

const loadBefore = loadavg().map((n) => round(n, 2));
console.log(`load average before: ${loadBefore.join(" ")} (${navigator.hardwareConcurrency} CPUs)`);
console.log(
  `npm start in ${inPlace ? "the project itself" : `a copy (${cwd.replace(ROOT, "")})`}; ${runs} runs per variant, polling / every ${POLL_MS} ms.`,
);
// The existing database: one start on an empty DATA_DIR, stopped cleanly (SIGTERM); each
// "existing" run starts from a copy of it. This start also warms the OS file cache.
let template = "";
const warmup = await startRetrying("fresh", () => {
  if (template) dropDir(template);
  template = dataDir();
  return template;
});
console.log(`warm-up (fresh DATA_DIR, not counted): ${ms(warmup.readyMs)} ms; exit ${warmup.exit}`);
console.log(`processes: ${warmup.processes.join(" | ")}`);
if (!existsSync(join(template, "pglite"))) throw new Error("the warm-up left no pglite directory");

const results: Run[] = [];
for (let i = 0; i < runs; i++) {
  for (const variant of ["fresh", "existing"] as const) {
    const run = await startRetrying(variant, () => {
      const dir = dataDir();
      if (variant === "existing") cpSync(template, dir, { recursive: true });
      return dir;
    });
    results.push(run);
    console.log(
      `  ${variant.padEnd(8)} #${i + 1}: ${ms(run.readyMs)} ms (npm banner ${ms(run.npmBannerMs)}, start banner ${ms(run.startBannerMs)}, listening ${ms(run.listeningMs)}, server CPU ${ms(run.serverCpuMs)}, group CPU ${ms(run.groupCpuMs)}, polls ${run.polls}, exit ${run.exit})`,
    );
  }
}

const variants = ["fresh", "existing"] as const;
console.log(
  `\nspawn \`npm start\` → first 200 on / (ms), target < ${TARGET_MS} ms; CPU = median user+system ms used by then:`,
);
const summary = variants.map((variant) => {
  const mine = results.filter((r) => r.variant === variant);
  return {
    variant,
    runs: mine.length,
    ...stats(mine.map((r) => r.readyMs)),
    serverCpuMedian: stats(mine.map((r) => r.serverCpuMs ?? Number.NaN)).median,
    groupCpuMedian: stats(mine.map((r) => r.groupCpuMs)).median,
  };
});
console.log(
  table(
    ["DATA_DIR", "runs", "min", "median", "max", "target", "verdict", "server CPU", "group CPU"],
    summary.map((s) => [
      s.variant,
      s.runs,
      ms(s.min),
      ms(s.median),
      ms(s.max),
      TARGET_MS,
      s.median < TARGET_MS ? "OK" : `OVER by ${ms(s.median - TARGET_MS)}`,
      ms(s.serverCpuMedian),
      ms(s.groupCpuMedian),
    ]),
  ),
);

// Where the time goes, from the output timestamps (medians of the per-run differences).
const segments: [string, (r: Run) => number | null][] = [
  ["spawn → npm's '> prestart' (npm boot)", (r) => r.npmBannerMs],
  [
    "→ '> start' (prestart: node + ensure-build)",
    (r) =>
      r.startBannerMs !== null && r.npmBannerMs !== null ? r.startBannerMs - r.npmBannerMs : null,
  ],
  [
    "→ 'listening' (server: boot, imports, DB, listen)",
    (r) =>
      r.listeningMs !== null && r.startBannerMs !== null ? r.listeningMs - r.startBannerMs : null,
  ],
  [
    "→ first 200 (first render + poll)",
    (r) => (r.listeningMs !== null ? r.readyMs - r.listeningMs : null),
  ],
];
const segmentRows = segments.map(([label, fn]) => [
  label,
  ...variants.map((v) => {
    const values = results
      .filter((r) => r.variant === v)
      .map(fn)
      .filter((x): x is number => x !== null);
    return values.length ? ms(stats(values).median) : "-";
  }),
]);
console.log("\nWhere the time goes (median ms; from stdout timestamps):");
console.log(table(["segment", ...variants], segmentRows));

const phases: PhaseResult[] = [];
if (phaseRuns > 0) {
  for (let i = 0; i < phaseRuns; i++) {
    for (const mode of ["app", "db"] as const) {
      for (const variant of variants) {
        const dir = dataDir();
        if (variant === "existing") cpSync(template, dir, { recursive: true });
        phases.push(await phaseOnce(mode, variant, dir));
        dropDir(dir);
      }
    }
  }
  for (const mode of ["app", "db"] as const) {
    const names = phases.find((p) => p.mode === mode)?.marks.map(([n]) => n) ?? [];
    const rows = names.map((name) => [
      name,
      ...variants.map((v) => {
        const values = phases
          .filter((p) => p.mode === mode && p.variant === v)
          .map((p) => p.marks.find(([n]) => n === name)?.[1] ?? Number.NaN);
        return ms(stats(values).median);
      }),
    ]);
    const totals = variants.map((v) =>
      ms(
        stats(
          phases
            .filter((p) => p.mode === mode && p.variant === v)
            .map((p) => p.marks.reduce((sum, [, value]) => sum + value, 0)),
        ).median,
      ),
    );
    rows.push(["total", ...totals]);
    console.log(
      mode === "app"
        ? `\nServer start step by step (pinned Node, no npm; median of ${phaseRuns}, ms):`
        : `\nEmbedded database alone (PGlite + drizzle migrator; median of ${phaseRuns}, ms):`,
    );
    console.log(table(["step", ...variants], rows));
  }
}

// What each package the server bundle imports costs when imported alone in a fresh Node (its
// own dependencies included, so shared ones such as react count in several rows).
const importCosts: { specifier: string; ms: number }[] = [];
if (phaseRuns > 0) {
  // Dependencies are bundled (vite.config.ts); what is left are the external packages, imported
  // from the entry's chunks.
  const serverDir = join(cwd, "build/server");
  const bundle = [
    join(serverDir, "index.js"),
    ...readdirSync(join(serverDir, "assets")).map((f) => join(serverDir, "assets", f)),
  ]
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const specifiers = [
    ...new Set(
      [...bundle.matchAll(/^import\s[^;]*?["']([^"'./][^"']*)["'];?$/gm)]
        .map((m) => m[1] ?? "")
        .filter((spec) => spec && !spec.startsWith("node:")),
    ),
  ];
  for (const specifier of specifiers) {
    const values: number[] = [];
    for (let i = 0; i < phaseRuns; i++) {
      const result = await phaseOnce("import", "fresh", "", specifier);
      values.push(result.marks[1]?.[1] ?? Number.NaN);
    }
    importCosts.push({ specifier, ms: stats(values).median });
  }
  importCosts.sort((a, b) => b.ms - a.ms);
  console.log(
    `\nThe server bundle's ${specifiers.length} external package imports, each alone in a fresh Node (median of ${phaseRuns}, ms, Node boot excluded):`,
  );
  console.log(
    table(
      ["import", "ms"],
      importCosts.map((c) => [c.specifier, ms(c.ms)]),
    ),
  );
}

if (externalKills.length) {
  console.log(
    `\nNote: ${externalKills.length} run(s) were stopped from outside (${externalKills.map((k) => `${k.variant} ${k.exit}`).join(", ")}) and retried.`,
  );
}
const loadAfter = loadavg().map((n) => round(n, 2));
console.log(`\nload average after: ${loadAfter.join(" ")}`);

const outDir = join(ROOT, "bench/results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, "startup.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      command: "npm start",
      cwd: inPlace ? "." : "bench/results/.server-* (copy)",
      pollMs: POLL_MS,
      targetMs: TARGET_MS,
      cpus: navigator.hardwareConcurrency,
      loadBefore,
      loadAfter,
      summary,
      segments: segmentRows,
      warmup: { ...warmup, log: warmup.log },
      runs: results,
      phases,
      importCosts,
      externalKills,
    },
    null,
    2,
  )}\n`,
);
console.log("\nResults: bench/results/startup.json");
process.exit(0);
