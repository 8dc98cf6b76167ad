// What every bench over the database engines begins with (record 120): its flags beside the
// shared --engines and --pg-url, a fresh database of each engine, dropped after the measure
// whatever happens, and the per-engine loop that records a failure and goes on to the next.
import { flags, valueFlags } from "./lib/args.ts";
import {
  type BenchDatabase,
  type EngineName,
  parseEngines,
  pgliteDatabase,
  postgresDatabase,
} from "./lib/engines.ts";

export { flags, positiveInt, positiveNumber, routeList } from "./lib/args.ts";
export type { BenchDatabase, EngineName } from "./lib/engines.ts";
export { type RunningServer, startServer } from "./lib/server.ts";
export { mb, median, round, table } from "./lib/table.ts";

/** The local PostgreSQL server the benches use unless --pg-url names another. */
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/";

/** The bench's own flags (each taking a value) with --pg-url; the PostgreSQL server's URL. */
export function postgresFlags<K extends string>(own: readonly K[]) {
  const args = flags(valueFlags([...own, "pg-url"]));
  return { args, pgUrl: String(args["pg-url"] ?? LOCAL_POSTGRES) };
}

/**
 * The bench's own flags with --engines and --pg-url; the engines to run (`defaultEngines`
 * without --engines) and the server URL.
 */
export function benchFlags<K extends string>(own: readonly K[], defaultEngines?: EngineName[]) {
  const { args, pgUrl } = postgresFlags([...own, "engines"]);
  return { args, engines: parseEngines(args.engines, defaultEngines), pgUrl };
}

/** A fresh, empty database of `engine` (on the PostgreSQL server at `pgUrl`). */
export function freshDatabase(engine: EngineName, pgUrl: string): Promise<BenchDatabase> {
  return engine === "pglite" ? Promise.resolve(pgliteDatabase()) : postgresDatabase(pgUrl);
}

/** Runs `measure` on a fresh database of `engine` and drops the database after, whatever happens. */
export async function withDatabase<T>(
  engine: EngineName,
  pgUrl: string,
  measure: (db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const db = await freshDatabase(engine, pgUrl);
  try {
    return await measure(db);
  } finally {
    await dropDatabase(db);
  }
}

/** Drops `db`; a failure is reported, not thrown, so it hides no earlier error. */
export async function dropDatabase(db: BenchDatabase): Promise<void> {
  await db.drop().catch((e: Error) => console.error(`Dropping ${db.where} failed: ${e.message}`));
}

/** `measure` once per engine, in turn; an engine that fails is reported and the rest still run. */
export async function perEngine<T>(
  engines: EngineName[],
  measure: (engine: EngineName) => Promise<T>,
): Promise<(T | { engine: EngineName; error: string })[]> {
  const results: (T | { engine: EngineName; error: string })[] = [];
  for (const engine of engines) {
    try {
      results.push(await measure(engine));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`\n${engine} failed: ${message}`);
      results.push({ engine, error: message });
    }
  }
  return results;
}
