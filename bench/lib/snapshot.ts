// A private copy of server/ + build/ for one bench run, so a rebuild during the run (vite empties
// build/ and renames hashed assets) can't pull files from under the running server. The copy lives
// in bench/results/ (gitignored) so `express`, `react`, ... still resolve from ./node_modules.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";

export interface Snapshot {
  dir: string;
  /** Entry to spawn, relative to the project root. */
  entry: string;
  /** build/client of the copy: what express.static serves. */
  clientDir: string;
  remove(): void;
}

const ENTRY_FILE = "bench-server.js";
const made = new Set<string>();
process.once("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const stamp = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : null);

export async function snapshotServer(root: string): Promise<Snapshot> {
  const serverBuild = join(root, "build/server/index.js");
  for (let attempt = 1; ; attempt++) {
    const before = stamp(serverBuild);
    const resultsDir = join(root, "bench/results");
    mkdirSync(resultsDir, { recursive: true });
    const dir = mkdtempSync(join(resultsDir, ".server-"));
    made.add(dir);
    const remove = () => {
      rmSync(dir, { recursive: true, force: true });
      made.delete(dir);
    };
    try {
      cpSync(join(root, "host"), join(dir, "host"), { recursive: true });
      cpSync(join(root, "build"), join(dir, "build"), { recursive: true });
      // host/main.ts may import ../app/... at run time; point that at the real sources.
      symlinkSync(join(root, "app"), join(dir, "app"), "dir");
      // A distinct entry name, so tools stopping "host/main.ts" processes by name leave it alone.
      // It runs the launcher as `npm start` does: build/main.js, no TypeScript at run time.
      writeFileSync(join(dir, ENTRY_FILE), 'import "./build/main.js";\n');
      if (
        before !== null &&
        stamp(serverBuild) === before &&
        existsSync(join(dir, "build/server/index.js"))
      ) {
        return {
          dir,
          entry: relative(root, join(dir, ENTRY_FILE)),
          clientDir: join(dir, "build/client"),
          remove,
        };
      }
    } catch (error) {
      if (attempt >= 5) throw error;
    }
    remove();
    if (attempt >= 5) throw new Error("build/ kept changing while it was being copied");
    await new Promise((r) => setTimeout(r, 3_000)); // a build is running; let it finish
  }
}
