import { config } from "../config.server";
import { type Database, type Db, openDatabase } from "./client.server";

let current: Database | undefined;

/** The process-wide database, opened from configuration on first use. */
export function database(): Database {
  current ??= openDatabase({ url: config().DATABASE_URL, dataDir: config().DATA_DIR });
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
