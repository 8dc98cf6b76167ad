import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Database, unpackTemplate } from "../db/client.server";

/**
 * Backups that restore (record 104): a folder holding the database and a manifest. PostgreSQL
 * through pg_dump's custom format (pg_restore reads it); the embedded PGlite as a tarball of its
 * files taken by the process that has it open, between queries, so the site need not stop.
 * Everything is in the database, résumés and uploaded images included.
 */
export type BackupManifest = {
  engine: "pglite" | "postgres";
  file: string;
  bytes: number;
  createdAt: string;
};

const MANIFEST = "backup.json";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`${command} exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Writes a backup of `database` (opened from `url` when PostgreSQL) into the folder `outDir`. */
export async function writeBackup(
  database: Database,
  outDir: string,
  url?: string,
): Promise<BackupManifest> {
  await mkdir(outDir, { recursive: true });
  let file: string;
  if (database.engine === "postgres") {
    if (!url) throw new Error("a PostgreSQL backup needs DATABASE_URL");
    file = "database.dump";
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      "--file",
      join(outDir, file),
      url,
    ]);
  } else {
    if (!database.archiveTo) throw new Error("this database cannot be archived");
    file = "pglite.tar.gz";
    await database.archiveTo(join(outDir, file));
  }
  const { size } = await stat(join(outDir, file));
  const manifest: BackupManifest = {
    engine: database.engine,
    file,
    bytes: size,
    createdAt: new Date().toISOString(),
  };
  await writeFile(join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(join(dir, MANIFEST), "utf8")) as BackupManifest;
}

/**
 * Restores a backup folder: into PostgreSQL at `url` (its tables replaced, in one transaction),
 * or into DATA_DIR's embedded database, whose previous files are kept beside it, renamed.
 * The embedded database must not be open (stop the site first: PGlite has one writer).
 */
export async function restoreBackup(dir: string, target: { url?: string; dataDir?: string }) {
  const manifest = await readManifest(dir);
  const file = join(dir, manifest.file);
  if (manifest.engine === "postgres") {
    if (!target.url) throw new Error("this backup is of PostgreSQL: set DATABASE_URL");
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--dbname",
      target.url,
      file,
    ]);
    return manifest;
  }
  if (target.url || !target.dataDir)
    throw new Error("this backup is of the embedded database: unset DATABASE_URL, set DATA_DIR");
  const dataPath = resolve(target.dataDir, "pglite");
  if (existsSync(dataPath))
    await rename(
      dataPath,
      `${dataPath}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    );
  await mkdir(dataPath, { recursive: true });
  unpackTemplate(file, dataPath);
  return manifest;
}

/** Scheduled backups' folder names sort by time: backup-2026-11-29T02-00-00-000Z. */
export function backupName(at: Date): string {
  return `backup-${at.toISOString().replace(/[:.]/g, "-")}`;
}

/** Keeps the newest `keep` scheduled backups in `root`, deleting the rest. */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const names = (await readdir(root)).filter((name) => name.startsWith("backup-")).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(root, name), { recursive: true, force: true });
  return old;
}

/** The newest scheduled backup in `root` and its size, for the System page. */
export async function latestBackup(root: string): Promise<BackupManifest | null> {
  const names = existsSync(root)
    ? (await readdir(root)).filter((name) => name.startsWith("backup-")).sort()
    : [];
  for (const name of names.reverse()) {
    const manifest = await readManifest(join(root, name)).catch(() => null);
    if (manifest) return manifest;
  }
  return null;
}
