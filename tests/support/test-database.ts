import { type Database, openDatabase } from "../../app/server/db/client.server";
import { createPostgresDatabase } from "./databases";

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite against both engines), else an in-memory PGlite.
 * `close()` drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({});
    await database.migrate();
    return database;
  }
  const scratch = await createPostgresDatabase({ adminUrl });
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
