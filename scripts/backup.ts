// npm run backup -- --out DIR: a backup of DATABASE_URL (pg_dump) or of the embedded database
// under DATA_DIR (PGlite's own dump) into DIR; `npm run restore -- DIR` puts it back (record 104).
import "../host/env-file.ts";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { config } from "../app/server/config.server.ts";
import { openDatabase } from "../app/server/db/client.server.ts";
import { writeBackup } from "../app/server/ops/backup.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, force: { type: "boolean" } } });
if (!values.out) {
  console.error("Usage: npm run backup -- --out DIR");
  process.exit(2);
}
const { DATABASE_URL, DATA_DIR } = config();
// An open embedded database has one writer: a second process must not open it. The running site
// backs itself up instead (BACKUP_DIR); PGlite removes this file when it closes cleanly.
if (
  !DATABASE_URL &&
  existsSync(join(resolve(DATA_DIR), "pglite", "postmaster.pid")) &&
  !values.force
) {
  console.error(
    "The embedded database is open (the site is running, or was killed): stop the site, or let it\n" +
      "back itself up with BACKUP_DIR. If you are sure it is stopped, pass --force.",
  );
  process.exit(1);
}
const started = performance.now();
const database = openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR });
try {
  const manifest = await writeBackup(database, values.out, DATABASE_URL);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup of the ${manifest.engine} database written to ${values.out} (${manifest.bytes} bytes, ${seconds} s).`,
  );
} finally {
  await database.close();
}
