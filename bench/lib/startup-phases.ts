// Child process for bench/startup.ts: times the steps of a production start one by one, in a
// fresh Node process, without touching app code. Run with the pinned Node, cwd = a directory
// holding build/ and drizzle/ (as `npm start` would), DATA_DIR set. Prints one JSON line.
//   mode "app": the sequence of host/main.ts in production (import express + compression,
//               import build/server/index.js, startup(), listen), then one GET / (first render).
//   mode "db":  only the embedded database: import PGlite + drizzle, open DATA_DIR/pglite (a
//               new one from build/pglite-template.tar.gz when present, as the app does),
//               apply drizzle/ migrations (a no-op check when they are already applied).
//   mode "import <specifier>": only `import(specifier)`, to see what one dependency costs alone.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

// performance.now() counts from the start of this process: the first mark is Node's own boot
// (including loading this file).
const marks: [string, number][] = [["node boot", performance.now()]];
let last = performance.now();
const mark = (name: string) => {
  const now = performance.now();
  marks.push([name, now - last]);
  last = now;
};
const mode = process.argv[2];
const dataDir = process.env.DATA_DIR ?? "";
if (!dataDir && mode !== "import") throw new Error("DATA_DIR is not set");
const extra: Record<string, unknown> = {};

if (mode === "app") {
  const [{ default: express }, { default: compression }] = await Promise.all([
    import("express"),
    import("compression"),
  ]);
  mark("import express+compression");
  const app = await import(pathToFileURL(resolve("build/server/index.js")).href);
  mark("import server bundle");
  await app.startup();
  mark("startup() (DB open+migrate+seed, mail worker)");
  const host = express();
  host.use(compression());
  host.use(app.createApp());
  const server = await new Promise<import("node:http").Server>((ok) => {
    const s = host.listen(0, "127.0.0.1", () => ok(s));
  });
  mark("listen");
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await res.arrayBuffer();
  extra.status = res.status;
  mark("first GET / (render)");
  const res2 = await fetch(`http://127.0.0.1:${port}/`);
  await res2.arrayBuffer();
  extra.secondStatus = res2.status;
  extra.secondCache = res2.headers.get("x-cache");
  mark("second GET /");
  server.close();
  await app.shutdown();
} else if (mode === "db") {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  mark("import pglite+drizzle");
  const dataPath = resolve(dataDir, "pglite");
  mkdirSync(dataPath, { recursive: true });
  const template = resolve("build/pglite-template.tar.gz");
  const fromTemplate = !existsSync(resolve(dataPath, "PG_VERSION")) && existsSync(template);
  const client = new PGlite(dataPath, {
    loadDataDir: fromTemplate ? new Blob([readFileSync(template)]) : undefined,
  });
  await client.waitReady;
  mark("open PGlite");
  extra.fromTemplate = fromTemplate;
  await migrate(drizzle(client), { migrationsFolder: resolve("drizzle") });
  mark("migrate");
  await client.close();
  mark("close");
} else if (mode === "import" && process.argv[3]) {
  await import(process.argv[3]);
  mark(`import ${process.argv[3]}`);
} else {
  throw new Error(`unknown mode ${mode}`);
}

console.log(JSON.stringify({ mode, marks, ...extra }));
process.exit(0);
