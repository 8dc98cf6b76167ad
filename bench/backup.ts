// How long `npm run backup` and `npm run restore` take on the 100k-lead database (record 104),
// per engine, against the budget "backup at most 60 s"; the restored copy's row counts are
// checked against the original's. Runs the same code as the commands (app/server/ops).
// Usage: npm run bench:backup -- [--engines pglite,postgres] [--quotes 100000]
//   [--pg-url postgres://postgres@127.0.0.1:5432/]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../app/server/db/client.server.ts";
import { restoreBackup, writeBackup } from "../app/server/ops/backup.server.ts";
import { positiveInt } from "./lib/args.ts";
import type { BenchDatabase } from "./lib/engines.ts";
import { seedOpsDatabase } from "./lib/ops-data.ts";
import { mb, round, table } from "./lib/table.ts";
import { benchFlags, freshDatabase } from "./prelude.ts";

const { args, engines, pgUrl } = benchFlags(["quotes"]);
const quotes = positiveInt(args.quotes, "quotes", 100_000);
const BUDGET_S = 60;
const COUNTS =
  "select (select count(*) from quotes) as quotes, (select count(*) from job_applications) as applications, (select count(*) from email_outbox) as outbox, (select count(*) from content_items) as content";

const target = (db: BenchDatabase) => ({
  url: db.env.DATABASE_URL,
  dataDir: db.env.DATABASE_URL ? undefined : String(db.env.DATA_DIR),
});

const rows: (string | number)[][] = [];
for (const engine of engines) {
  const source = await freshDatabase(engine, `${pgUrl}test`);
  const copy = await freshDatabase(engine, `${pgUrl}test`);
  const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
  try {
    const seeded = await seedOpsDatabase(source, quotes, Math.round(quotes / 5));
    const before = await source.counts(COUNTS);
    let t0 = performance.now();
    const database = openDatabase(target(source));
    const manifest = await writeBackup(database, join(dir, "b"), source.env.DATABASE_URL);
    await database.close();
    const backupS = (performance.now() - t0) / 1000;
    t0 = performance.now();
    await restoreBackup(join(dir, "b"), target(copy));
    const restoreS = (performance.now() - t0) / 1000;
    const after = await copy.counts(COUNTS);
    const same = JSON.stringify(before) === JSON.stringify(after);
    console.log(
      `${engine}: seeded in ${round(seeded.seconds, 1)} s; counts ${JSON.stringify(before)}`,
    );
    rows.push([
      engine,
      before.quotes ?? 0,
      round(backupS, 1),
      mb(manifest.bytes),
      round(restoreS, 1),
      same ? "yes" : `NO ${JSON.stringify(after)}`,
      backupS <= BUDGET_S ? "yes" : "NO",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await source.drop();
    await copy.drop();
  }
}
console.log(
  table(
    ["engine", "quotes", "backup s", "backup MB", "restore s", "same counts", `≤ ${BUDGET_S} s`],
    rows,
  ),
);
