// The migration that makes a schedule name its version (record 119), run on a database as it
// stood before it (with its seeded content) and an item already scheduled: the draft of that moment becomes the version
// the schedule publishes, and an item without a schedule gets nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseBeforeMigration,
  openDatabaseBefore,
} from "../../../tests/support/migrations";
import { engine } from "../../../tests/support/test-database";

describe(`the schedule version migration (${engine})`, () => {
  let database: DatabaseBeforeMigration;
  const scheduled = "00000000-0000-4000-8000-000000000011";
  const plain = "00000000-0000-4000-8000-000000000012";

  beforeAll(async () => {
    database = await openDatabaseBefore("_content_schedule_version");
    await database.execute(sql`
      insert into content_items (id, type, position, slug, fields, scheduled_at)
      values (${scheduled}, 'article', 1, 'later', '{"title":"Draft now"}', now() + interval '1 day'),
             (${plain}, 'article', 2, 'plain', '{"title":"Plain"}', null)`);
    await database.execute(sql`
      insert into content_versions (item_id, number, slug, fields)
      values (${scheduled}, 1, 'later', '{"title":"Live"}')`);
    await database.migrate();
  });
  afterAll(() => database.close());

  it("keeps a scheduled item's draft as its waiting version", async () => {
    type Version = { item_id: string; number: number; title: string; waiting: boolean };
    const versions = await database.rows<Version>(sql`
      select v.item_id, v.number, v.fields->>'title' as title, v.published_at is null as waiting
      from content_versions v where v.item_id in (${scheduled}, ${plain})
      order by v.item_id, v.number`);
    expect(versions).toEqual([
      { item_id: scheduled, number: 1, title: "Live", waiting: false },
      { item_id: scheduled, number: 2, title: "Draft now", waiting: true },
    ]);
    const items = await database.rows<{ id: string; named: number | null }>(sql`
      select i.id, v.number as named from content_items i
      left join content_versions v on v.id = i.scheduled_version_id
      where i.id in (${scheduled}, ${plain}) order by i.id`);
    expect(items).toEqual([
      { id: scheduled, named: 2 },
      { id: plain, named: null },
    ]);
  });
});
