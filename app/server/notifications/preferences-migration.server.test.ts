// The migration from alert_preferences to notification_preferences (record 083), run on a
// database as it stood before it, with choices in it: each -> instant, digest -> digest,
// none -> off, under each list's new-lead event; the old table is gone.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseBeforeMigration,
  openDatabaseBefore,
} from "../../../tests/support/migrations";
import { engine } from "../../../tests/support/test-database";

describe(`the notification preferences migration (${engine})`, () => {
  let database: DatabaseBeforeMigration;

  beforeAll(async () => {
    database = await openDatabaseBefore("_notification_preferences");
    await database.execute(sql`
      insert into users (id, email, name, role) values ('np-a', 'np-a@example.com', 'A', 'admin'),
        ('np-h', 'np-h@example.com', 'H', 'hr')`);
    await database.execute(sql`
      insert into alert_preferences (user_id, lead_kind, mode) values
        ('np-a', 'quotes', 'each'), ('np-a', 'contacts', 'none'), ('np-a', 'demos', 'digest'),
        ('np-h', 'applications', 'none')`);
    await database.migrate();
  }, 60_000);

  afterAll(() => database.close());

  it("carries every choice over to its list's new-lead event", async () => {
    expect(
      await database.rows(
        sql`select user_id, event, mode from notification_preferences order by user_id, event`,
      ),
    ).toEqual([
      { user_id: "np-a", event: "new-lead:contacts", mode: "off" },
      { user_id: "np-a", event: "new-lead:demos", mode: "digest" },
      { user_id: "np-a", event: "new-lead:quotes", mode: "instant" },
      { user_id: "np-h", event: "new-lead:applications", mode: "off" },
    ]);
    expect(
      await database.rows(sql`select to_regclass('public.alert_preferences')::text as t`),
    ).toEqual([{ t: null }]);
  });
});
