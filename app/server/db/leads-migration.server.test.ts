// The migration that gives every lead a row in `leads` (record 076), run on a database as it
// stood before it, with data in it: the leads are carried over, pairs that name no lead are
// cleaned, and from then on the database refuses a pair that names no lead.
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
import { type Database, migrationsFolder, openDatabase } from "./client.server";
import { rowsOf } from "./rows.server";

const engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops just before the `leads` migration. */
function migrationsBeforeLeads(): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const path = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_leads"));
  expect(at).toBeGreaterThan(0);
  writeFileSync(path, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

describe(`the leads migration (${engine})`, () => {
  let database: Database;
  let scratch: ScratchDatabase | undefined;
  const quoteId = "00000000-0000-4000-8000-000000000001";
  const demoId = "00000000-0000-4000-8000-000000000002";
  const nobody = "00000000-0000-4000-8000-0000000000ff";

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    scratch = adminUrl ? await createPostgresDatabase({ adminUrl }) : undefined;
    database = openDatabase(scratch ? { url: scratch.url } : {});
    const before = migrationsBeforeLeads();
    try {
      if (database.engine === "postgres") {
        await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: before });
      } else {
        await migratePglite(database.db as unknown as PgliteDatabase, {
          migrationsFolder: before,
        });
      }
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    // Today's data: a quote with its history, e-mail and consent; a demo request with a note;
    // and an e-mail whose pair names a lead that is not there.
    await database.db.execute(sql`
      insert into quotes (id, name, email, industry, description)
      values (${quoteId}, 'Ada', 'ada@example.com', 'Energy', 'A data platform')`);
    await database.db.execute(sql`
      insert into demo_requests (id, name, email) values (${demoId}, 'Bea', 'bea@example.com')`);
    await database.db.execute(sql`
      insert into status_changes (record_type, record_id, from_status, to_status)
      values ('quotes', ${quoteId}, 'New', 'Contacted'), ('quotes', ${nobody}, 'New', 'Closed')`);
    await database.db.execute(sql`
      insert into lead_events (lead_kind, lead_id, type, body)
      values ('demos', ${demoId}, 'note', 'Called back')`);
    await database.db.execute(sql`
      insert into email_outbox (kind, "to", subject, html, text, lead_kind, lead_id)
      values ('quote', 'info@example.com', 'New quote', '<p>x</p>', 'x', 'quotes', ${quoteId}),
             ('quote', 'info@example.com', 'Lost', '<p>x</p>', 'x', 'quotes', ${nobody})`);
    await database.db.execute(sql`
      insert into submission_consents (record_kind, record_id, notice_version, consented)
      values ('quotes', ${quoteId}, '2026-01', true)`);
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await scratch?.drop();
  });

  it("carries every lead over with its kind, and keeps what names one", async () => {
    expect(await rows(database, sql`select id, kind from leads order by id`)).toEqual([
      { id: quoteId, kind: "quotes" },
      { id: demoId, kind: "demos" },
    ]);
    const mails = await rows<{ subject: string; lead_id: string | null }>(
      database,
      sql`select subject, lead_id from email_outbox order by subject`,
    );
    expect(mails).toEqual([
      { subject: "Lost", lead_id: null },
      { subject: "New quote", lead_id: quoteId },
    ]);
    expect(await rows(database, sql`select record_id from status_changes`)).toEqual([
      { record_id: quoteId },
    ]);
    expect(await rows(database, sql`select count(*)::int as n from lead_events`)).toEqual([
      { n: 1 },
    ]);
  });

  it("registers a new lead as it is saved, and refuses a pair that names no lead", async () => {
    const [saved] = await rows<{ id: string }>(
      database,
      sql`insert into contact_submissions (name, email, message)
          values ('Cy', 'cy@example.com', 'Hello') returning id`,
    );
    expect(await rows(database, sql`select kind from leads where id = ${saved?.id ?? ""}`)).toEqual(
      [{ kind: "contacts" }],
    );
    await expect(
      database.db.execute(sql`
        insert into lead_events (lead_kind, lead_id, type) values ('contacts', ${nobody}, 'note')`),
    ).rejects.toThrow();
    // The right id under the wrong kind names no lead either.
    await expect(
      database.db.execute(sql`
        insert into status_changes (record_type, record_id, to_status)
        values ('quotes', ${saved?.id ?? ""}, 'Closed')`),
    ).rejects.toThrow();
  });

  it("takes a deleted lead's key and history with it", async () => {
    await database.db.execute(sql`delete from quotes where id = ${quoteId}`);
    expect(await rows(database, sql`select id from leads where id = ${quoteId}`)).toEqual([]);
    expect(await rows(database, sql`select count(*)::int as n from status_changes`)).toEqual([
      { n: 0 },
    ]);
    expect(
      await rows(database, sql`select lead_id from email_outbox where subject = 'New quote'`),
    ).toEqual([{ lead_id: null }]);
  });
});
