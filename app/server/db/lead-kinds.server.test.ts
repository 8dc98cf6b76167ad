import { getTableName, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadKindIds } from "~/lib/lead-kinds";
import { createTestDatabase } from "../../../tests/support/test-database";
import { leadTables } from "../dashboard/lead-tables.server";
import type { Database } from "./client.server";
import { rowsOf as rowsIn } from "./rows.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * What a kind's migration must add that the compiler cannot check (records 076, 079): its
 * value in the key table's check, and the two triggers on its table.
 */
describe(`every kind in the database (${engine})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());
  const rowsOf = async <T>(query: SQL) => rowsIn<T>(await database.db.execute(query));

  it("has a place in the key table and its table's register and forget triggers", async () => {
    for (const kind of leadKindIds) {
      const table = getTableName(leadTables[kind].table);
      const rows = await rowsOf<{ name: string }>(
        sql`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal order by tgname`,
      );
      expect(
        rows.map((row) => row.name),
        kind,
      ).toEqual(expect.arrayContaining([`${table}_forget_lead`, `${table}_register_lead`]));
      const added = await rowsOf<{ kind: string }>(
        sql`insert into leads (id, kind) values (gen_random_uuid(), ${kind}) returning kind`,
      );
      expect(added[0]?.kind, kind).toBe(kind);
    }
  });
});
