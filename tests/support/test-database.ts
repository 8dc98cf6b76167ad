import { afterAll, beforeAll } from "vitest";
import { type Database, openDatabase } from "../../app/server/db/client.server";
import { useDatabase } from "../../app/server/db/index.server";
import { pgliteTestTemplate, postgresTestTemplate } from "./database-templates";
import { createPostgresDatabase } from "./databases";

/** The engine this run's server tests use, named in their titles: see `createTestDatabase`. */
export const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite against both engines), else an in-memory PGlite,
 * each copied from a migrated template (database-templates.ts); `migrate()` then finds nothing
 * to do, and would apply a migration the template lacks.
 * `close()` drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({ template: await pgliteTestTemplate() });
    await database.migrate();
    return database;
  }
  const template = await postgresTestTemplate(adminUrl);
  const scratch = await createPostgresDatabase({ adminUrl, template });
  const database = openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

type Prepare = (database: Database) => Promise<unknown> | unknown;

/** `install` makes the database the app's (`useDatabase`), or leaves the app's as it is. */
function fileDatabase(install: (database: Database) => void, prepare?: Prepare): Database {
  const database = {} as Database;
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase());
    install(database);
    await prepare?.(database);
  });
  afterAll(() => database.close());
  return database;
}

/**
 * The test file's own database, made before its tests and used as the app's database
 * (`useDatabase`), then dropped after them. `prepare` seeds it once, before the first test. The
 * object is filled in before the first test runs: read its fields inside tests and hooks only.
 */
export const databaseForThisFile = (prepare?: Prepare) => fileDatabase(useDatabase, prepare);

/** The file's own database, made before its tests and dropped after, not made the app's. */
export const ownDatabaseForThisFile = (prepare?: Prepare) => fileDatabase(() => {}, prepare);
