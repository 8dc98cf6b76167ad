// How a fault script reports: a run that threw, the servers' last lines, the verdict line.
import type { RunningServer } from "../lib/server.ts";

/** Prints the last lines of each server a run started (none yet: nothing). */
export function printServerLogs(servers: readonly (RunningServer | null)[]) {
  for (const server of servers) if (server) console.log(`Server's last lines:\n${server.log()}`);
}

/** A run that threw: its error becomes a failure, and its servers' last lines are printed. */
export function runFailed(
  fail: (failure: string) => void,
  error: unknown,
  servers: readonly (RunningServer | null)[],
) {
  fail(`run failed: ${error instanceof Error ? error.message : String(error)}`);
  printServerLogs(servers);
}

/** Prints the verdict line and sets the exit code. */
export function verdict(failures: string[]) {
  if (failures.length === 0) console.log("\nVERDICT: PASS");
  else console.log(`\nVERDICT: FAIL\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}
