// The two database engines the server supports, as the submissions bench sees them: a fresh
// PGlite data dir or a fresh PostgreSQL database, and a way to count rows once the load is over.
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

function numbers(row: Record<string, unknown> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** A fresh DATA_DIR under the OS temp dir; the server creates `<dir>/pglite` on start. */
export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-submissions-"));
  return {
    engine: "pglite",
    where: dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    countAfterStop: true,
    async counts(sqlText) {
      const db = new PGlite(join(dataDir, "pglite"), { extensions: { pg_trgm } });
      try {
        const { rows } = await db.query<Record<string, unknown>>(sqlText);
        return numbers(rows[0]);
      } finally {
        await db.close();
      }
    },
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
  return {
    engine: "postgres",
    where: shown.href,
    // DATA_DIR still matters (mail files without SMTP); keep it out of the snapshot anyway.
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    countAfterStop: false,
    async counts(sqlText) {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        const { rows } = await client.query<Record<string, unknown>>(sqlText);
        return numbers(rows[0]);
      } finally {
        await client.end();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}
