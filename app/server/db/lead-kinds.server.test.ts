import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadKindIds } from "~/lib/lead-kinds";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { leadTables } from "../leads/lead-tables.server";
import { selectRows } from "./rows.server";

/**
 * What a kind's migration must add that the compiler cannot check (records 076, 079): its
 * value in the key table's check, and the two triggers on its table.
 */
describe(`every kind in the database (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  it("has a place in the key table and its table's register and forget triggers", async () => {
    for (const kind of leadKindIds) {
      const table = getTableName(leadTables[kind].table);
      const rows = await selectRows<{ name: string }>(
        database.db,
        sql`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal order by tgname`,
      );
      expect(
        rows.map((row) => row.name),
        kind,
      ).toEqual(expect.arrayContaining([`${table}_forget_lead`, `${table}_register_lead`]));
      const added = await selectRows<{ kind: string }>(
        database.db,
        sql`insert into leads (id, kind) values (gen_random_uuid(), ${kind}) returning kind`,
      );
      expect(added[0]?.kind, kind).toBe(kind);
    }
  });
});
