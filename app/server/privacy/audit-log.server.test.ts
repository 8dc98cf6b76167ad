import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { recordAudit } from "../audit/audit.server";
import { auditLog, quotes, users } from "../db/schema.server";
import { assignLeads } from "../leads/assignment.server";
import { exportAudit } from "./audit-export.server";
import { listAudit, readAuditFilter } from "./audit-log.server";

const admin = { id: "al-admin", email: "first@example.com", name: "Ada Admin", role: "admin" };
const owner = { id: "al-owner", email: "second@example.com", name: "Bea Owner", role: "admin" };
const filter = (query: string) => readAuditFilter(new URLSearchParams(query));

describe(`audit log: names, bulk entries, filters and export (${engine})`, () => {
  let quoteIds: string[];
  const database = ownDatabaseForThisFile(async () => {
    const { db } = database;
    await db
      .insert(users)
      .values([admin, owner].map((u) => ({ ...u, emailVerified: true, twoFactorEnabled: true })));
    const rows = await db
      .insert(quotes)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          name: `Quinn ${i + 1}`,
          email: `q${i}@example.com`,
          industry: "Other",
          description: "x",
        })),
      )
      .returning({ id: quotes.id });
    quoteIds = rows.map((row) => row.id);
    // A row from before bulk ids: the same action, shown on its own.
    await db.insert(auditLog).values({
      at: new Date("2026-03-01T05:30:00Z"), // Feb 28, 11:30 PM in Chicago
      action: "assigned",
      actorId: admin.id,
      actorEmail: admin.email,
      subjectKind: "quotes",
      subjectId: quoteIds[0],
      detail: { ownerId: owner.id },
    });
    const result = await assignLeads("quotes", quoteIds, owner.id, admin, db);
    expect(result).toMatchObject({ ok: true });
  });

  it("shows a bulk assignment as one entry with names, links and its records", async () => {
    const { entries, hasOlder } = await listAudit(filter("action=assigned"), database.db);
    expect(hasOlder).toBe(false);
    expect(entries).toHaveLength(2);
    const [bulk, single] = entries;
    expect(bulk).toMatchObject({
      actor: { label: "Ada Admin", href: "/admin/users?q=first%40example.com" },
      actionLabel: "Assigned",
      detail: "To Bea Owner",
    });
    expect(bulk?.when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/);
    expect(bulk?.records).toHaveLength(25);
    expect(bulk?.records[0]?.label).toMatch(/^Q-\d+ Quinn 1$/);
    expect(bulk?.records[24]?.label).toMatch(/^Q-\d+ Quinn 25$/);
    expect(bulk?.records.map((r) => r?.href).sort()).toEqual(
      quoteIds.map((id) => `/admin/leads/quotes/${id}`).sort(),
    );
    expect(single).toMatchObject({ records: [], detail: "To Bea Owner" });
    expect(single?.subject?.label).toMatch(/^Q-\d+ Quinn 1$/);
    expect(single?.when).toBe("Feb 28, 2026, 11:30 PM CST");
  });

  it("filters by person (name or e-mail), action, site-zone days and record", async () => {
    const count = async (query: string) =>
      (await listAudit(filter(query), database.db)).entries.length;
    expect(await count("actor=ada+adm")).toBe(2);
    expect(await count("actor=FIRST@")).toBe(2);
    expect(await count("actor=bea")).toBe(0);
    expect(await count("action=sign-in")).toBe(0);
    expect(await count("from=2026-02-28&to=2026-02-28")).toBe(1);
    expect(await count("from=2026-03-01&to=2026-03-01")).toBe(0);
    // A record in the middle of the bulk action finds the whole entry.
    const about = await listAudit(filter(`subject=${quoteIds[7]}`), database.db);
    expect(about.entries).toHaveLength(1);
    expect(about.entries[0]?.records).toHaveLength(25);
    const first = await listAudit(filter(`subject=${quoteIds[0]}`), database.db);
    expect(first.entries).toHaveLength(2);
  });

  it("pages by entry, a bulk action counting once", async () => {
    for (let i = 0; i < 50; i++) {
      await recordAudit(database.db, {
        action: "sign-in",
        actor: admin,
        subject: { kind: "user", id: admin.id },
        detail: { step: "password" },
      });
    }
    const first = await listAudit(filter("actor=ada"), database.db);
    expect(first.entries).toHaveLength(50);
    expect(first.hasOlder).toBe(true);
    const second = await listAudit(filter("actor=ada&page=2"), database.db);
    expect(second.entries).toHaveLength(2);
    expect(second.entries[0]?.records).toHaveLength(25);
    expect(second.hasOlder).toBe(false);
    expect(first.entries[0]).toMatchObject({
      actionLabel: "Signed in",
      subject: { label: "Ada Admin" },
      detail: "Step: password",
    });
  });

  it("exports every row, with raw ids beside the names, under the same filters", async () => {
    const csv = await exportAudit(filter("action=assigned&actor=ada"), database.db);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "When (UTC),When (America/Chicago),Who,Who e-mail,Who id,Action,Action code,Record,Record kind,Record id,Detail,Detail (raw),Bulk id,Address",
    );
    expect(lines).toHaveLength(1 + 26);
    const bulkRows = lines.filter(
      (line) => line.includes('""ownerId"":""al-owner""') && line.includes('""bulk"":""'),
    );
    expect(bulkRows).toHaveLength(25);
    expect(new Set(bulkRows.map((line) => line.split(",").at(-2))).size).toBe(1);
    expect(lines.at(-1)).toContain(
      `2026-03-01T05:30:00.000Z,2026-02-28 23:30:00,Ada Admin,first@example.com,al-admin,Assigned,assigned,`,
    );
    expect(lines.at(-1)).toContain(`,quotes,${quoteIds[0]},To Bea Owner,`);
    expect(
      (
        await exportAudit(filter("from=2026-03-01&to=2026-03-01&action=assigned"), database.db)
      ).trim(),
    ).toBe(
      "When (UTC),When (America/Chicago),Who,Who e-mail,Who id,Action,Action code,Record,Record kind,Record id,Detail,Detail (raw),Bulk id,Address",
    );
  });
});
