import { join } from "node:path";
import { config } from "../config.server";
import { database } from "../db/index.server";
import { log } from "../log.server";
import { backupName, latestBackup, pruneBackups, writeBackup } from "./backup.server";

/**
 * Scheduled backups (record 104): with BACKUP_DIR set, the running server writes a backup when
 * the newest one there is older than BACKUP_INTERVAL_HOURS and keeps the newest BACKUP_KEEP. The
 * embedded database can only be copied consistently by the process that has it open, so this is
 * how it is backed up without stopping the site. Instances sharing a folder see each other's
 * backups and do not repeat them.
 */
const CHECK_MS = 10 * 60_000;

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> = Promise.resolve();

export async function backupIfDue(now = new Date()) {
  const { BACKUP_DIR, BACKUP_KEEP, BACKUP_INTERVAL_HOURS, DATABASE_URL } = config();
  if (!BACKUP_DIR) return;
  const latest = await latestBackup(BACKUP_DIR);
  const intervalMs = BACKUP_INTERVAL_HOURS * 3_600_000;
  if (latest && now.getTime() - Date.parse(latest.createdAt) < intervalMs) return;
  const started = performance.now();
  const dir = join(BACKUP_DIR, backupName(now));
  try {
    const manifest = await writeBackup(database(), dir, DATABASE_URL);
    const removed = await pruneBackups(BACKUP_DIR, BACKUP_KEEP);
    log().info(
      { dir, bytes: manifest.bytes, ms: Math.round(performance.now() - started), removed },
      "backup written",
    );
  } catch (error) {
    log().error({ err: error, dir }, "backup failed");
  }
}

export function startBackups() {
  const { BACKUP_DIR, BACKUP_INTERVAL_HOURS } = config();
  if (!BACKUP_DIR || timer) return;
  const check = () => {
    running = running.then(() => backupIfDue());
  };
  timer = setInterval(check, Math.min(CHECK_MS, BACKUP_INTERVAL_HOURS * 3_600_000));
  timer.unref();
  check();
}

/** Lets a backup in progress finish before the database closes. */
export async function stopBackups() {
  clearInterval(timer);
  timer = undefined;
  await running;
}
