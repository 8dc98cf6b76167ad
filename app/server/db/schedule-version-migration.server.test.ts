// The migration that makes a schedule name its version (record 119), run on a database as it
// stood before it (with its seeded content) and an item already scheduled: the draft of that moment becomes the version
// the schedule publishes, and an item without a schedule gets nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type ScratchDatabase } from "../../../tests/support/databases";
import { type Database, migrationsFolder, openDatabase } from "./client.server";
import { rowsOf } from "./rows.server";

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

describe(`the schedule version migration (${engine})`, () => {
  let database: Database;
  let scratch: ScratchDatabase | undefined;
  const scheduled = "00000000-0000-4000-8000-000000000011";
  const plain = "00000000-0000-4000-8000-000000000012";

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createPostgresDatabase({ adminUrl }) : undefined;
    database = openDatabase(scratch ? { url: scratch.url } : {});
    const before = migrationsBefore("_content_schedule_version");
    try {
      await database.migrate(before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    await database.db.execute(sql`
      insert into content_items (id, type, position, slug, fields, scheduled_at)
      values (${scheduled}, 'article', 1, 'later', '{"title":"Draft now"}', now() + interval '1 day'),
             (${plain}, 'article', 2, 'plain', '{"title":"Plain"}', null)`);
    await database.db.execute(sql`
      insert into content_versions (item_id, number, slug, fields)
      values (${scheduled}, 1, 'later', '{"title":"Live"}')`);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  it("keeps a scheduled item's draft as its waiting version", async () => {
    const versions = rowsOf<{ item_id: string; number: number; title: string; waiting: boolean }>(
      await database.db.execute(sql`
        select v.item_id, v.number, v.fields->>'title' as title, v.published_at is null as waiting
        from content_versions v where v.item_id in (${scheduled}, ${plain})
        order by v.item_id, v.number`),
    );
    expect(versions).toEqual([
      { item_id: scheduled, number: 1, title: "Live", waiting: false },
      { item_id: scheduled, number: 2, title: "Draft now", waiting: true },
    ]);
    const items = rowsOf<{ id: string; named: number | null }>(
      await database.db.execute(sql`
        select i.id, v.number as named from content_items i
        left join content_versions v on v.id = i.scheduled_version_id
        where i.id in (${scheduled}, ${plain}) order by i.id`),
    );
    expect(items).toEqual([
      { id: scheduled, named: 2 },
      { id: plain, named: null },
    ]);
  });
});
