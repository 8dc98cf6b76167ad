// npm run restore -- DIR: puts a backup made by `npm run backup` (or BACKUP_DIR) back: into
// DATABASE_URL, or into DATA_DIR's embedded database with the site stopped (record 104).
import "../host/env-file.ts";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { config } from "../app/server/config.server.ts";
import { restoreBackup } from "../app/server/ops/backup.server.ts";

const dir = process.argv[2];
if (!dir) {
  console.error("Usage: npm run restore -- DIR");
  process.exit(2);
}
const { DATABASE_URL, DATA_DIR } = config();
if (!DATABASE_URL && existsSync(join(resolve(DATA_DIR), "pglite", "postmaster.pid"))) {
  console.error("The embedded database is open: stop the site before restoring into DATA_DIR.");
  process.exit(1);
}
const manifest = await restoreBackup(dir, { url: DATABASE_URL, dataDir: DATA_DIR });
console.log(
  `Restored the ${manifest.engine} backup of ${manifest.createdAt}. Start the site with the same AUTH_SECRET it had.`,
);
