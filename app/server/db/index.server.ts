import { config } from "../config.server";
import { type Database, type Db, openDatabase, pgliteTemplate } from "./client.server";

let current: Database | undefined;

/** The process-wide database, opened from configuration on first use. */
export function database(): Database {
  const { DATABASE_URL, DATA_DIR } = config();
  current ??= openDatabase({ url: DATABASE_URL, dataDir: DATA_DIR, template: pgliteTemplate });
  return current;
}

export function db(): Db {
  return database().db;
}

/** Tests point the domain modules at their own database. */
export function useDatabase(next: Database) {
  current = next;
}

export * as tables from "./schema.server";
export type { Db };
