// The two database engines the server supports, as the submissions bench sees them: a fresh
// PGlite data dir or a fresh PostgreSQL database, and a way to read rows (and count them once the
// load is over).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { createPostgresDatabase } from "../../tests/support/databases.ts";

export type EngineName = "pglite" | "postgres";
const ENGINES: EngineName[] = ["pglite", "postgres"];

export interface BenchDatabase {
  engine: EngineName;
  /** Where the data is: the DATA_DIR or the database URL (without password). */
  where: string;
  /** Variables for the server: DATA_DIR, and DATABASE_URL for PostgreSQL (removed for PGlite). */
  env: Record<string, string | undefined>;
  /**
   * Whether count() needs the server stopped first: PGlite is single-writer and owned by the
   * server process; PostgreSQL can be queried while it runs.
   */
  countAfterStop: boolean;
  /** Runs one query and returns its first row with every column as a number. */
  counts(sqlText: string): Promise<Record<string, number>>;
  drop(): Promise<void>;
}

/** The engines an --engines value names; without one, `fallback` (both, unless told). */
export function parseEngines(value: unknown, fallback: EngineName[] = ENGINES): EngineName[] {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  const names = value
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!ENGINES.includes(name as EngineName)) {
      throw new Error(`--engines: unknown engine "${name}" (known: ${ENGINES.join(", ")})`);
    }
  }
  return names as EngineName[];
}

/**
 * All rows of one query on the database `db.env` names: PostgreSQL at its DATABASE_URL, else
 * the PGlite in its DATA_DIR (only while no server holds it).
 */
export async function rows<T = Record<string, unknown>>(
  { env }: Pick<BenchDatabase, "env">,
  sql: string,
): Promise<T[]> {
  if (!env.DATABASE_URL) {
    const client = new PGlite(join(String(env.DATA_DIR), "pglite"), { extensions: { pg_trgm } });
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The first row of one query, every column as a number. */
async function firstRowNumbers(env: BenchDatabase["env"], sql: string) {
  const [row] = await rows({ env }, sql);
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** A fresh DATA_DIR under the OS temp dir; the server creates `<dir>/pglite` on start. */
export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-submissions-"));
  const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };
  return {
    engine: "pglite",
    where: dataDir,
    env,
    countAfterStop: true,
    counts: (sqlText) => firstRowNumbers(env, sqlText),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates `bench_<random>` on the server of `adminUrl`; drop() removes it `with (force)`. */
export async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const scratch = await createPostgresDatabase({ adminUrl, prefix: "bench" });
  const url = new URL(scratch.url);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-submissions-"));
  const shown = new URL(url);
  shown.password = "";
  // DATA_DIR still matters (mail files without SMTP); keep it out of the snapshot anyway.
  const env = { DATA_DIR: dataDir, DATABASE_URL: url.href };
  return {
    engine: "postgres",
    where: shown.href,
    env,
    countAfterStop: false,
    counts: (sqlText) => firstRowNumbers(env, sqlText),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}
