import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { pgliteMemorySettings } from "./pglite-settings.server";
import { rowsOf } from "./rows.server";

describe("embedded database memory settings", () => {
  const database = openDatabase({});
  afterAll(() => database.close());

  it("runs PostgreSQL with the small server's settings, not its defaults", async () => {
    const names = Object.keys(pgliteMemorySettings);
    const result = await database.db.execute(
      sql`select name, current_setting(name) as value from pg_settings where name in ${names}`,
    );
    const rows = rowsOf<{ name: string; value: string }>(result);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.value]))).toEqual(pgliteMemorySettings);
  }, 60_000); // a new in-memory database runs initdb first
});
