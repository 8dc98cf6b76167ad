import type { Database } from "./client.server";
import { database } from "./index.server";
import { seedSampleJobs } from "./seed.server";

/**
 * Applies pending migrations. A brand-new embedded database also gets sample job postings so
 * the careers page shows its work on first start; PostgreSQL starts empty (`npm run db:seed`).
 */
export async function prepareDatabase(target: Database = database()) {
  await target.migrate();
  if (target.engine === "pglite" && target.created) await seedSampleJobs(target.db);
}
