import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { database } from "./index.server";
import { seedSampleJobs } from "./seed.server";

/**
 * Applies pending migrations. A brand-new embedded database also gets sample job postings so
 * the careers page shows its work on first start; PostgreSQL starts empty (`npm run db:seed`).
 */
export async function prepareDatabase(target: Database = database()) {
  const fresh = target.engine === "pglite" && !(await hasMigrations(target));
  await target.migrate();
  if (fresh) await seedSampleJobs(target.db);
}

async function hasMigrations(target: Database): Promise<boolean> {
  const result = await target.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const [row] = (result as unknown as { rows: { present: boolean }[] }).rows;
  return row?.present === true;
}
