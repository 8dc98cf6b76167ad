import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { DAY } from "../../../tests/support/time";
import {
  auditLog,
  jobApplications,
  quotes,
  resumeFiles,
  statusChanges,
  users,
} from "../db/schema.server";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "../leads/erased.server";
import { erasePersonData } from "./erasure.server";
import { findPersonData, personDataZip } from "./person-data.server";
import { runRetention } from "./retention.server";

describe(`privacy: retention and erasure (${engine})`, () => {
  const database = ownDatabaseForThisFile();

  async function application(email: string, status: string, closedAt?: Date) {
    const [row] = await database.db
      .insert(jobApplications)
      .values({ name: "Cara Candidate", email, status, message: "Hire me", resumePath: "cv.pdf" })
      .returning({ id: jobApplications.id });
    const id = row?.id ?? "";
    await database.db.insert(resumeFiles).values({
      applicationId: id,
      fileName: "cv.pdf",
      contentType: "application/pdf",
      size: 9,
      data: new TextEncoder().encode("%PDF-1.4 "),
    });
    if (closedAt) {
      await database.db.insert(statusChanges).values({
        leadKind: "applications",
        leadId: id,
        fromStatus: "Received",
        toStatus: status,
        createdAt: closedAt,
      });
    }
    return id;
  }

  async function quote(email: string, status: string, userId: string | null = null) {
    const [row] = await database.db
      .insert(quotes)
      .values({ name: "Quinn", email, status, industry: "Other", description: "Big plan", userId })
      .returning({ id: quotes.id });
    return row?.id ?? "";
  }

  it("anonymises records past their period once a day, keeping the rows, with a moved clock", async () => {
    const now = new Date();
    const rejected = await application("old@example.com", "Rejected", now);
    const pending = await application("pending@example.com", "Received");
    const closedQuote = await quote("q@example.com", "Closed");
    const rowsBefore = (await database.db.select().from(jobApplications)).length;

    // 179 days on: nothing is due yet.
    const early = await runRetention(database.db, new Date(now.getTime() + 179 * DAY));
    expect(early).toMatchObject({ applications: 0, quotes: 0 });
    // The same day again: another instance already ran it.
    expect(await runRetention(database.db, new Date(now.getTime() + 179 * DAY + 60_000))).toBe(
      null,
    );

    const later = await runRetention(database.db, new Date(now.getTime() + 181 * DAY));
    expect(later).toMatchObject({ applications: 1, quotes: 0 });
    const [gone] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, rejected));
    expect(gone).toMatchObject({
      name: ANONYMISED_NAME,
      email: ANONYMISED_EMAIL,
      message: null,
      resumePath: null,
      status: "Rejected",
    });
    expect(
      await database.db.select().from(resumeFiles).where(eq(resumeFiles.applicationId, rejected)),
    ).toHaveLength(0);
    const [kept] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, pending));
    expect(kept?.email).toBe("pending@example.com");
    expect((await database.db.select().from(jobApplications)).length).toBe(rowsBefore);

    // Two years on, the closed quote goes too; the run is in the audit log.
    const years = await runRetention(database.db, new Date(now.getTime() + 731 * DAY));
    expect(years).toMatchObject({ quotes: 1 });
    const [q] = await database.db.select().from(quotes).where(eq(quotes.id, closedQuote));
    expect(q).toMatchObject({ name: ANONYMISED_NAME, description: "" });
    const runs = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "retention-run"));
    expect(runs.length).toBe(3);
  });

  it("keeps audit rows younger than two years, whatever the clock says", async () => {
    await database.db.insert(auditLog).values([
      { action: "sign-in", at: new Date(Date.now() - 3 * 365 * DAY) },
      { action: "sign-in", at: new Date() },
    ]);
    const run = await runRetention(database.db, new Date(Date.now() + 5 * 365 * DAY));
    expect(run?.auditRows).toBe(1);
    await expect(database.db.update(auditLog).set({ action: "x" })).rejects.toThrow();
  });

  it("erases a person in one transaction: a failure half-way leaves everything whole", async () => {
    const email = `erase-${randomUUID().slice(0, 6)}@example.com`;
    const userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, name: "Erin", email, emailVerified: true });
    const quoteId = await quote(email, "New", userId);
    const applicationId = await application(email.toUpperCase(), "Received");
    const data = await findPersonData(database.db, email);
    expect(data.account?.id).toBe(userId);
    expect(data.records.map((r) => r.kind).sort()).toEqual(["applications", "quotes"]);
    expect((await personDataZip(database.db, data)).byteLength).toBeGreaterThan(100);

    // The database fails in the middle (deleting the account, after the records changed).
    await database.db.execute(
      sql.raw(`create function refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'database went away'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        "create trigger refuse_user_delete before delete on users for each row execute function refuse_delete()",
      ),
    );
    const audit = { action: "data-erasure" as const, actor: null, ip: null };
    await expect(erasePersonData(database.db, data, audit)).rejects.toThrow();
    const [stillQuote] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stillQuote?.email).toBe(email);
    expect(
      await database.db
        .select()
        .from(resumeFiles)
        .where(eq(resumeFiles.applicationId, applicationId)),
    ).toHaveLength(1);

    await database.db.execute(sql.raw("drop trigger refuse_user_delete on users"));
    expect(await erasePersonData(database.db, data, audit)).toContain("the account");
    expect(await database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    const [erased] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(erased).toMatchObject({ email: ANONYMISED_EMAIL, userId: null });
    const after = await findPersonData(database.db, email);
    expect(after.account).toBeNull();
    expect(after.records).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "data-erasure"));
    expect(row?.detail).toEqual({ account: true, quotes: 1, applications: 1 });
  });
});
