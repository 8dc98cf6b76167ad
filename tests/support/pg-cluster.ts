import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./ports.ts";

const run = promisify(execFile);

/**
 * A throw-away PostgreSQL server of its own (initdb into a temp dir, on a free port), for tests
 * and fault scripts that stop and start PostgreSQL: never the machine's shared cluster, which
 * other processes use. Started by `pg_ctl` from the newest /usr/lib/postgresql/<version>/bin
 * (or PG_BIN). PostgreSQL refuses to run as root, so as root every command runs as the
 * `postgres` OS user (`runuser`), in a temp dir that user owns.
 */
export type PgCluster = {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, local only). */
  url: string;
  dir: string;
  /** pg_ctl stop, fast mode: sessions are ended, as in a restart of the service. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stopped for `downMs`, then started again; resolves once it accepts connections. */
  restart(downMs: number): Promise<void>;
  running(): boolean;
  /** Stops it (immediately) and removes its files; safe to call twice. */
  destroy(): Promise<void>;
  /** As destroy, synchronously: for `process.on("exit")`. */
  destroySync(): void;
  /** The server's log so far (for a failing test's message). */
  log(): string;
};

/** The directory with initdb and pg_ctl: PG_BIN, else the newest installed version's. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error(`no PostgreSQL under ${root} (set PG_BIN to its bin directory)`);
  return join(root, newest, "bin");
}

const asRoot = process.getuid?.() === 0;

/** The command line that runs `tool` as a user PostgreSQL accepts. */
function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const path = join(bin, tool);
  return asRoot ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
}

/** initdb, then start; the caller must destroy() it (tests: in afterAll / after). */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "pg-cluster-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  const port = await freePort();
  const pgctl = async (...args: string[]) => {
    const [file, argv] = command(bin, "pg_ctl", ["-D", data, ...args]);
    await run(file, argv, { timeout: 60_000 });
  };
  let up = false;
  let gone = false;
  const [initFile, initArgs] = command(bin, "initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  await run(initFile, initArgs, { timeout: 120_000 });
  // Local TCP only, its socket in its own dir, and no fsync: the data is thrown away.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const cluster: PgCluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async start() {
      await pgctl("-l", logFile, "-w", "-t", "60", "-o", options, "start");
      up = true;
    },
    async stop() {
      await pgctl("-m", "fast", "-w", "-t", "60", "stop");
      up = false;
    },
    async restart(downMs) {
      await cluster.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await cluster.start();
    },
    running: () => up,
    async destroy() {
      if (gone) return;
      if (up) await pgctl("-m", "immediate", "-w", "stop").catch(() => {});
      up = false;
      gone = true;
      rmSync(dir, { recursive: true, force: true });
    },
    destroySync() {
      if (gone) return;
      if (up) {
        const [file, argv] = command(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        try {
          execFileSync(file, argv, { stdio: "ignore", timeout: 30_000 });
        } catch {
          // already stopped
        }
      }
      up = false;
      gone = true;
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
  try {
    await cluster.start();
  } catch (error) {
    const log = cluster.log();
    cluster.destroySync();
    throw new Error(`the throw-away PostgreSQL did not start: ${String(error)}\n${log}`);
  }
  return cluster;
}
