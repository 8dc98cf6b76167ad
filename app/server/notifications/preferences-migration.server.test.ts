// The migration from alert_preferences to notification_preferences (record 083), run on a
// database as it stood before it, with choices in it: each -> instant, digest -> digest,
// none -> off, under each list's new-lead event; the old table is gone.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type ScratchDatabase } from "../../../tests/support/databases";
import { type Database, migrationsFolder, openDatabase } from "../db/client.server";
import { rowsOf } from "../db/rows.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

type Journal = { entries: { tag: string }[] };

function migrationsBefore(suffix: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  expect(at).toBeGreaterThan(0);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

describe(`the notification preferences migration (${engine})`, () => {
  let database: Database;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createPostgresDatabase({ adminUrl }) : undefined;
    database = openDatabase(scratch ? { url: scratch.url } : {});
    const before = migrationsBefore("_notification_preferences");
    try {
      if (database.engine === "postgres")
        await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: before });
      else
        await migratePglite(database.db as unknown as PgliteDatabase, {
          migrationsFolder: before,
        });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await database.db.execute(sql`
      insert into users (id, email, name, role) values ('np-a', 'np-a@example.com', 'A', 'admin'),
        ('np-h', 'np-h@example.com', 'H', 'hr')`);
    await database.db.execute(sql`
      insert into alert_preferences (user_id, lead_kind, mode) values
        ('np-a', 'quotes', 'each'), ('np-a', 'contacts', 'none'), ('np-a', 'demos', 'digest'),
        ('np-h', 'applications', 'none')`);
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  it("carries every choice over to its list's new-lead event", async () => {
    expect(
      await rows(
        database,
        sql`select user_id, event, mode from notification_preferences order by user_id, event`,
      ),
    ).toEqual([
      { user_id: "np-a", event: "new-lead:contacts", mode: "off" },
      { user_id: "np-a", event: "new-lead:demos", mode: "digest" },
      { user_id: "np-a", event: "new-lead:quotes", mode: "instant" },
      { user_id: "np-h", event: "new-lead:applications", mode: "off" },
    ]);
    expect(
      await rows(database, sql`select to_regclass('public.alert_preferences')::text as t`),
    ).toEqual([{ t: null }]);
  });
});
