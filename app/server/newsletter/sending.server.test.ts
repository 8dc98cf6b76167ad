import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { engine, ownDatabaseForThisFile } from "../../../tests/support/test-database";
import {
  emailOutbox,
  newsletterIssues,
  newsletterLinkClicks,
  newsletterSends,
  newsletterSubscriptions,
  users,
} from "../db/schema.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";
import { anonymiseLeads } from "../privacy/anonymise.server";
import { findPersonData, personDataZip } from "../privacy/person-data.server";
import { runRetention } from "../privacy/retention.server";
import { followIssueLink } from "./clicks.server";
import { sendIssueNow } from "./issue-sending.server";
import { createIssue, listIssues, saveIssue } from "./issues.server";
import { issueReport } from "./report.server";
import { sendDueIssues, sendsAllowed } from "./sending.server";
import { unsubscribe } from "./subscriptions.server";

/** Sending issues (record 111): once per person, confirmed people only, at the issue's pace. */
describe(`newsletter sending (${engine})`, () => {
  const viewer = { id: randomUUID(), email: "editor@example.com" };
  const database = ownDatabaseForThisFile(async ({ db }) => {
    await db
      .insert(users)
      .values({ id: viewer.id, name: "Ed", email: viewer.email, role: "editor" });
  });
  beforeEach(async () => {
    const { db } = database;
    await db.delete(newsletterIssues);
    await db.delete(emailOutbox);
    await db.delete(newsletterSubscriptions);
  });

  const subscribers = async (status: string, count: number, prefix = status.toLowerCase()) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `${prefix}-${i}@example.com`,
      name: "",
      status,
      ...(status === "Unsubscribed" ? { unsubscribedAt: new Date() } : {}),
    }));
    await database.db.insert(newsletterSubscriptions).values(rows);
  };
  const draft = async (body: string, ratePerMinute = "") => {
    const created = await createIssue(database.db, null, viewer);
    if (!("id" in created)) throw new Error("no issue");
    await saveIssue(database.db, created.id, { subject: "November notes", body, ratePerMinute });
    return created.id;
  };
  const issueMails = () =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "newsletter-issue"));

  it("mails confirmed subscribers only, each with their one-click unsubscribe, then is sent", async () => {
    await subscribers("Confirmed", 3);
    await subscribers("Pending", 1);
    await subscribers("Unsubscribed", 1);
    await database.db
      .insert(newsletterSubscriptions)
      .values({ email: ANONYMISED_EMAIL, name: "", status: "Confirmed" });
    const id = await draft("Read [our work](https://example.com/work).");
    expect((await sendIssueNow(database.db, id)).ok).toBe(true);

    expect(await sendDueIssues(database.db)).toBe(3);
    const mails = await issueMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "confirmed-0@example.com",
      "confirmed-1@example.com",
      "confirmed-2@example.com",
    ]);
    for (const mail of mails) {
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(/\/newsletter\/unsubscribe\?token=/);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain(mail.headers?.["List-Unsubscribe"]?.slice(1, -1));
      expect(mail.html).not.toContain("https://example.com/work");
      expect(mail.html).toMatch(/\/insights\/issues\/november-notes-[0-9a-f]{6}\/l\/0/);
      expect(mail.leadKind).toBe("subscriptions");
    }
    const sends = await database.db.select().from(newsletterSends);
    expect(sends.map((send) => send.outboxId).sort()).toEqual(mails.map((m) => m.id).sort());

    expect(await sendDueIssues(database.db)).toBe(0);
    const [issue] = await database.db.select().from(newsletterIssues);
    expect(issue?.status).toBe("sent");
    expect((await listIssues(database.db))[0]?.sends).toBe(3);
    expect(await sendDueIssues(database.db)).toBe(0);
    expect(await issueMails()).toHaveLength(3);
  });

  it("queues each person once with two senders at the same time, and after a send row exists", async () => {
    await subscribers("Confirmed", 40);
    const id = await draft("Hello.", "100000");
    // A copy made before a crash: its person gets no second one.
    const [first] = await database.db.select().from(newsletterSubscriptions).limit(1);
    await sendIssueNow(database.db, id);
    await database.db
      .insert(newsletterSends)
      .values({ issueId: id, subscriberId: first?.id ?? "" });

    const [a, b] = await Promise.all([sendDueIssues(database.db), sendDueIssues(database.db)]);
    await sendDueIssues(database.db);
    expect((a ?? 0) + (b ?? 0)).toBe(39);
    const mails = await issueMails();
    expect(mails).toHaveLength(39);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(39);
    expect(mails.some((mail) => mail.to === first?.email)).toBe(false);
    await expect(
      database.db.insert(newsletterSends).values({ issueId: id, subscriberId: first?.id ?? "" }),
    ).rejects.toThrow();
  });

  it("keeps the issue's pace: its rate for every minute begun", async () => {
    await subscribers("Confirmed", 5);
    const id = await draft("Paced.", "2");
    const start = new Date("2026-12-01T10:00:00Z");
    await sendIssueNow(database.db, id, start);
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    expect(await sendDueIssues(database.db, at(0))).toBe(2);
    expect(await sendDueIssues(database.db, at(30))).toBe(0);
    expect(await sendDueIssues(database.db, at(60))).toBe(2);
    expect(await sendDueIssues(database.db, at(61))).toBe(0);
    expect(await sendDueIssues(database.db, at(120))).toBe(1);
    expect(sendsAllowed(10, start, 0, at(0))).toBe(10);
    expect(sendsAllowed(100_000, start, 0, at(0))).toBe(500);
  });

  it("counts clicks per link without knowing who, and redirects only to the issue's links", async () => {
    await subscribers("Confirmed", 2);
    const id = await draft("See [one](https://example.com/one) and [two](/case-studies).");
    await sendIssueNow(database.db, id);
    await sendDueIssues(database.db);
    const [issue] = await database.db.select().from(newsletterIssues);
    const slug = issue?.slug ?? "";
    expect(await followIssueLink(slug, "0", database.db)).toBe("https://example.com/one");
    expect(await followIssueLink(slug, "0", database.db)).toBe("https://example.com/one");
    expect(await followIssueLink(slug, "1", database.db)).toMatch(/\/case-studies$/);
    expect(await followIssueLink(slug, "2", database.db)).toBeNull();
    expect(await followIssueLink(slug, "https://evil.example", database.db)).toBeNull();
    expect(await followIssueLink("no-such-issue", "0", database.db)).toBeNull();
    const clicks = await database.db.select().from(newsletterLinkClicks);
    // A count per issue and link: no column could hold who clicked.
    expect(Object.keys(clicks[0] ?? {}).sort()).toEqual(["clicks", "issueId", "link"]);

    const [someone] = await database.db.select().from(newsletterSubscriptions).limit(1);
    await unsubscribe(someone?.id ?? null, database.db);
    const report = await issueReport(database.db, issue ?? { id, links: [], sendStartedAt: null });
    expect(report).toMatchObject({ sent: 2, delivered: 0, bounced: 0, unsubscribed: 1 });
    expect(report.links.map((link) => link.clicks)).toEqual([2, 1]);
  });

  it("exports a subscriber's issues, forgets them on erasure, and prunes sends past retention", async () => {
    await subscribers("Confirmed", 2);
    const id = await draft("Privacy matters.");
    await sendIssueNow(database.db, id);
    await sendDueIssues(database.db);
    const data = await findPersonData(database.db, "confirmed-0@example.com");
    const zip = await personDataZip(database.db, data);
    const json = JSON.parse(strFromU8(unzipSync(zip)["data.json"] ?? new Uint8Array()));
    expect(json.records[0].newsletterIssues).toEqual([
      { subject: "November notes", sentAt: expect.any(String) },
    ]);

    const [erased] = data.records;
    await database.db.transaction((tx) => anonymiseLeads(tx, "subscriptions", [erased?.id ?? ""]));
    const left = await database.db.select().from(newsletterSends);
    expect(left).toHaveLength(1);
    expect(left[0]?.subscriberId).not.toBe(erased?.id);

    const run = await runRetention(database.db, new Date(Date.now() + 366 * 86_400_000));
    expect(run?.newsletterSends).toBe(1);
    expect(await database.db.select().from(newsletterSends)).toHaveLength(0);
  });
});
