import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import { migrationsFolder, openDatabase } from "../../app/server/db/client.server";
import { rowsOf } from "../../app/server/db/rows.server";
import { createPostgresDatabase } from "./databases";

// A migration's test runs it on a database as it stood before it, with rows put in by the test,
// then checks what it made of them.

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops just before the migration tagged `…suffix`. */
function migrationsBefore(suffix: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  if (at <= 0) throw new Error(`no migration after the first is tagged *${suffix}`);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

export type DatabaseBeforeMigration = {
  execute: (query: SQL) => Promise<unknown>;
  /** The rows a query returns. */
  rows: <T>(query: SQL) => Promise<T[]>;
  /** Applies the migration under test and every one after it. */
  migrate: () => Promise<void>;
  /** Closes the database, and drops it on PostgreSQL. */
  close: () => Promise<void>;
};

/**
 * A new database (a scratch PostgreSQL database, or an in-memory PGlite) migrated up to, not
 * including, the migration whose tag ends with `suffix`.
 */
export async function openDatabaseBefore(suffix: string): Promise<DatabaseBeforeMigration> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const scratch = adminUrl ? await createPostgresDatabase({ adminUrl }) : undefined;
  const database = openDatabase(scratch ? { url: scratch.url } : {});
  const before = migrationsBefore(suffix);
  try {
    await database.migrate(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  return {
    execute: (query) => database.db.execute(query),
    rows: async <T>(query: SQL) => rowsOf<T>(await database.db.execute(query)),
    migrate: () => database.migrate(),
    close: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
}
