import type { SQL } from "drizzle-orm";
import type { Db } from "./client.server";

/**
 * The rows of a raw query's result. Both drivers answer `execute` with an object holding
 * `rows` (node-postgres's QueryResult, PGlite's Results), which drizzle types per driver; this
 * is the one place that reads it, checked rather than cast.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === "object" && result !== null && "rows" in result) {
    const { rows } = result;
    if (Array.isArray(rows)) return rows;
  }
  throw new Error("A raw query answered without rows.");
}

/** Runs a raw query and returns its rows, typed as the caller's SELECT names them. */
export async function selectRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
