// The migration that gives every lead a row in `leads` (record 076), run on a database as it
// stood before it, with data in it: the leads are carried over, pairs that name no lead are
// cleaned, and from then on the database refuses a pair that names no lead.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseBeforeMigration,
  openDatabaseBefore,
} from "../../../tests/support/migrations";
import { engine } from "../../../tests/support/test-database";

describe(`the leads migration (${engine})`, () => {
  let database: DatabaseBeforeMigration;
  const quoteId = "00000000-0000-4000-8000-000000000001";
  const demoId = "00000000-0000-4000-8000-000000000002";
  const nobody = "00000000-0000-4000-8000-0000000000ff";

  beforeAll(async () => {
    database = await openDatabaseBefore("_leads");
    // Today's data: a quote with its history, e-mail and consent; a demo request with a note;
    // and an e-mail whose pair names a lead that is not there.
    await database.execute(sql`
      insert into quotes (id, name, email, industry, description)
      values (${quoteId}, 'Ada', 'ada@example.com', 'Energy', 'A data platform')`);
    await database.execute(sql`
      insert into demo_requests (id, name, email) values (${demoId}, 'Bea', 'bea@example.com')`);
    await database.execute(sql`
      insert into status_changes (record_type, record_id, from_status, to_status)
      values ('quotes', ${quoteId}, 'New', 'Contacted'), ('quotes', ${nobody}, 'New', 'Closed')`);
    await database.execute(sql`
      insert into lead_events (lead_kind, lead_id, type, body)
      values ('demos', ${demoId}, 'note', 'Called back')`);
    await database.execute(sql`
      insert into email_outbox (kind, "to", subject, html, text, lead_kind, lead_id)
      values ('quote', 'info@example.com', 'New quote', '<p>x</p>', 'x', 'quotes', ${quoteId}),
             ('quote', 'info@example.com', 'Lost', '<p>x</p>', 'x', 'quotes', ${nobody})`);
    await database.execute(sql`
      insert into submission_consents (record_kind, record_id, notice_version, consented)
      values ('quotes', ${quoteId}, '2026-01', true)`);
    await database.migrate();
  });

  afterAll(() => database.close());

  it("carries every lead over with its kind, and keeps what names one", async () => {
    expect(await database.rows(sql`select id, kind from leads order by id`)).toEqual([
      { id: quoteId, kind: "quotes" },
      { id: demoId, kind: "demos" },
    ]);
    const mails = await database.rows<{ subject: string; lead_id: string | null }>(
      sql`select subject, lead_id from email_outbox order by subject`,
    );
    expect(mails).toEqual([
      { subject: "Lost", lead_id: null },
      { subject: "New quote", lead_id: quoteId },
    ]);
    expect(await database.rows(sql`select record_id from status_changes`)).toEqual([
      { record_id: quoteId },
    ]);
    expect(await database.rows(sql`select count(*)::int as n from lead_events`)).toEqual([
      { n: 1 },
    ]);
  });

  it("registers a new lead as it is saved, and refuses a pair that names no lead", async () => {
    const [saved] = await database.rows<{ id: string }>(
      sql`insert into contact_submissions (name, email, message)
          values ('Cy', 'cy@example.com', 'Hello') returning id`,
    );
    expect(await database.rows(sql`select kind from leads where id = ${saved?.id ?? ""}`)).toEqual([
      { kind: "contacts" },
    ]);
    await expect(
      database.execute(sql`
        insert into lead_events (lead_kind, lead_id, type) values ('contacts', ${nobody}, 'note')`),
    ).rejects.toThrow();
    // The right id under the wrong kind names no lead either.
    await expect(
      database.execute(sql`
        insert into status_changes (record_type, record_id, to_status)
        values ('quotes', ${saved?.id ?? ""}, 'Closed')`),
    ).rejects.toThrow();
  });

  it("takes a deleted lead's key and history with it", async () => {
    await database.execute(sql`delete from quotes where id = ${quoteId}`);
    expect(await database.rows(sql`select id from leads where id = ${quoteId}`)).toEqual([]);
    expect(await database.rows(sql`select count(*)::int as n from status_changes`)).toEqual([
      { n: 0 },
    ]);
    expect(
      await database.rows(sql`select lead_id from email_outbox where subject = 'New quote'`),
    ).toEqual([{ lead_id: null }]);
  });
});
