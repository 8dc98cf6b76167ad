import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/ports";
import { type SmtpPeer, startSmtpPeer } from "../../../tests/support/smtp";
import { createTestDatabase, engine } from "../../../tests/support/test-database";
import type { Database, Db } from "../db/client.server";
import { emailOutbox, jobApplications, jobs, resumeFiles } from "../db/schema.server";
import { enqueueNotice, type OutboxNotice } from "./outbox.server";
import { deliverDueNotices } from "./outbox-delivery.server";
import { claimDueNotices, renewLeases } from "./outbox-lease.server";
import { retryDelayMs } from "./outbox-retry.server";
import { applicationNotice, contactNotice, noticeMailbox } from "./templates.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const FROM = "Brazos Digital <no-reply@brazosdigital.com>";

function contact(name: string, registered = false): OutboxNotice {
  return {
    kind: "contact",
    to: noticeMailbox("contacts"),
    replyTo: "ana@example.com",
    ...contactNotice({ name, email: "ana@example.com", message: "Hello", registered }),
  };
}

describe(`mail outbox (${engine})`, () => {
  let database: Database;
  let db: Db;
  let dataDir: string;
  const cleanups: (() => unknown)[] = [];

  async function peer(options?: Parameters<typeof startSmtpPeer>[0]): Promise<SmtpPeer> {
    const started = await startSmtpPeer(options);
    cleanups.push(() => started.close());
    return started;
  }

  function smtp(url: string): MailTransport {
    const transport = createMailTransport({ smtpUrl: url, dataDir, from: FROM });
    cleanups.push(() => transport.close());
    return transport;
  }

  /** Compares with the database clock, which is the one the outbox schedules by. */
  async function secondsUntilNextAttempt(id: string): Promise<number> {
    const [row] = await db
      .select({ seconds: sql<number>`extract(epoch from ${emailOutbox.nextAttemptAt} - now())` })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    return Number(row?.seconds);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    dataDir = await mkdtemp(join(tmpdir(), "outbox-"));
  });
  beforeEach(() => db.delete(emailOutbox));
  afterEach(async () => {
    // Last started, first stopped: transports let go of their pooled connections before the peer closes.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("delivers a notice written in the caller's transaction, escaped, once", async () => {
    const smtpPeer = await peer();
    const { id } = await db.transaction((tx) =>
      enqueueNotice(tx, contact("<script>alert(1)</script>", true)),
    );

    expect(await deliverDueNotices(db, smtp(smtpPeer.url))).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueNotices(db, smtp(smtpPeer.url))).toEqual({ sent: 0, failed: 0 });

    expect(smtpPeer.received).toHaveLength(1);
    const mail = smtpPeer.received[0];
    expect(mail?.envelopeTo).toEqual(["info@brazosdigital.com"]);
    expect(mail?.replyTo).toBe("ana@example.com");
    expect(mail?.subject).toBe("New contact message from <script>alert(1)</script>");
    expect(mail?.messageId).toBe(`<outbox-${id}@brazosdigital.com>`);
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("Sent by a registered user.");
    expect(mail?.text).toContain("Sent by a registered user.");
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueNotice(tx, contact("Ana"));
        throw new Error("the lead failed to save");
      }),
    ).rejects.toThrow("the lead failed to save");
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("attaches the resume of an application", async () => {
    const smtpPeer = await peer();
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0d, 0x0a, 0x80]);
    const resumeFileId = await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(jobs)
        .values({ title: "Data Engineer", location: "Austin, TX" })
        .returning();
      const [application] = await tx
        .insert(jobApplications)
        .values({ jobId: job?.id, name: "Ana Ruiz", email: "ana@example.com" })
        .returning();
      const [file] = await tx
        .insert(resumeFiles)
        .values({
          applicationId: application?.id ?? "",
          fileName: "ana-ruiz-cv.pdf",
          contentType: "application/pdf",
          size: bytes.length,
          data: bytes,
        })
        .returning();
      const notice = applicationNotice({
        name: "Ana Ruiz",
        email: "ana@example.com",
        jobTitle: "Data Engineer",
        resumeFileName: "ana-ruiz-cv.pdf",
        registered: false,
      });
      await enqueueNotice(tx, {
        kind: "application",
        to: noticeMailbox("applications"),
        ...notice,
        resumeFileId: file?.id,
      });
      return file?.id;
    });
    expect(resumeFileId).toBeDefined();

    expect(await deliverDueNotices(db, smtp(smtpPeer.url))).toEqual({ sent: 1, failed: 0 });
    const mail = smtpPeer.received[0];
    expect(mail?.envelopeTo).toEqual(["careers@brazosdigital.com"]);
    expect(mail?.subject).toBe("New application for Data Engineer from Ana Ruiz");
    expect(mail?.text).toContain("Sent by a visitor without an account.");
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe("ana-ruiz-cv.pdf");
    expect(mail?.attachments[0]?.contentType).toBe("application/pdf");
    expect(mail?.attachments[0]?.content.equals(bytes)).toBe(true);
  });

  it("keeps notices while the mail server is down and sends each once when it is back", async () => {
    const port = await freePort();
    const transport = smtp(`smtp://127.0.0.1:${port}`);
    const ids = [];
    for (const name of ["Ana", "Ben", "Cy"]) ids.push((await enqueueNotice(db, contact(name))).id);

    expect(await deliverDueNotices(db, transport)).toEqual({ sent: 0, failed: 3 });
    for (const row of await db.select().from(emailOutbox)) {
      expect(row.sentAt).toBeNull();
      expect(row.lockedUntil).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    for (const id of ids) {
      const seconds = await secondsUntilNextAttempt(id);
      expect(seconds).toBeGreaterThan(10);
      expect(seconds).toBeLessThanOrEqual(15);
    }
    // Not due yet: a second run must leave them alone.
    expect(await deliverDueNotices(db, transport)).toEqual({ sent: 0, failed: 0 });

    const smtpPeer = await peer({ port });
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await deliverDueNotices(db, transport)).toEqual({ sent: 3, failed: 0 });
    expect(await deliverDueNotices(db, transport)).toEqual({ sent: 0, failed: 0 });
    expect(smtpPeer.received.map((mail) => mail.subject).sort()).toEqual([
      "New contact message from Ana",
      "New contact message from Ben",
      "New contact message from Cy",
    ]);
    const rows = await db.select().from(emailOutbox);
    expect(rows.every((row) => row.sentAt && row.attempts === 2 && !row.lastError)).toBe(true);
  });

  it("backs off exponentially from 15 seconds to at most an hour", async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(8)).toBe(1_920_000);
    expect(retryDelayMs(9)).toBe(3_600_000);
    expect(retryDelayMs(500)).toBe(3_600_000);

    const smtpPeer = await peer({ rejectRecipients: `Mailbox unavailable ${"x".repeat(3000)}` });
    const { id } = await enqueueNotice(db, contact("Ana"));
    await db.update(emailOutbox).set({ attempts: 4 }).where(eq(emailOutbox.id, id));
    expect(await deliverDueNotices(db, smtp(smtpPeer.url))).toEqual({ sent: 0, failed: 1 });

    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.attempts).toBe(5);
    expect(row?.lastError).toContain("Mailbox unavailable");
    expect(row?.lastError).toHaveLength(1000);
    const seconds = await secondsUntilNextAttempt(id);
    expect(seconds).toBeGreaterThan(230);
    expect(seconds).toBeLessThanOrEqual(240);
  });

  it("leases a claimed notice and frees it when the lease runs out", async () => {
    await enqueueNotice(db, contact("Ana"));
    expect(await claimDueNotices(db, { limit: 10, lockMs: 150 })).toHaveLength(1);
    expect(await claimDueNotices(db, { limit: 10, lockMs: 150 })).toHaveLength(0);
    await new Promise((done) => setTimeout(done, 250));
    const [again] = await claimDueNotices(db, { limit: 10, lockMs: 150 });
    expect(again?.attempts).toBe(2);
  });

  it("renews a held lease, but not one that ran out and was claimed again", async () => {
    await enqueueNotice(db, contact("Ana"));
    await enqueueNotice(db, contact("Ben"));
    const mine = await claimDueNotices(db, { limit: 10, lockMs: 150 });
    expect(mine).toHaveLength(2);
    // Renewed in time, Ana's notice stays this caller's; Ben's runs out and someone else takes it.
    expect(await renewLeases(db, mine.slice(0, 1), 60_000)).toEqual(new Set([mine[0]?.id]));
    await new Promise((done) => setTimeout(done, 250));
    const theirs = await claimDueNotices(db, { limit: 10, lockMs: 60_000 });
    expect(theirs.map((row) => row.id)).toEqual([mine[1]?.id]);
    expect(await renewLeases(db, mine, 60_000)).toEqual(new Set([mine[0]?.id]));
  });

  it("gives each due notice to exactly one of several concurrent claimers", async () => {
    for (let i = 0; i < 25; i++) await enqueueNotice(db, contact(`Lead ${i}`));
    const batches = await Promise.all(
      Array.from({ length: 4 }, () => claimDueNotices(db, { limit: 10, lockMs: 60_000 })),
    );
    expect(batches.every((batch) => batch.length <= 10)).toBe(true);
    const ids = batches.flat().map((row) => row.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
  });

  it("sends each message once when two deliverers run at the same time", async () => {
    const smtpPeer = await peer();
    for (let i = 0; i < 12; i++) await enqueueNotice(db, contact(`Lead ${i}`));
    const drain = async (transport: MailTransport) => {
      let sent = 0;
      for (;;) {
        const result = await deliverDueNotices(db, transport, { limit: 3 });
        sent += result.sent;
        if (result.sent + result.failed === 0) return sent;
      }
    };
    const sent = await Promise.all([drain(smtp(smtpPeer.url)), drain(smtp(smtpPeer.url))]);
    expect(sent[0] + sent[1]).toBe(12);
    const messageIds = smtpPeer.received.map((mail) => mail.messageId);
    expect(messageIds).toHaveLength(12);
    expect(new Set(messageIds).size).toBe(12);
  });

  it("keeps a slow batch's waiting leases alive, so another instance claims none of it", async () => {
    const smtpPeer = await peer();
    for (let i = 0; i < 4; i++) await enqueueNotice(db, contact(`Lead ${i}`));
    const real = smtp(smtpPeer.url);
    const claimedMeanwhile: string[] = [];
    // Each send outlasts half the lease, so the third and fourth would be free again without renewal.
    const slow: MailTransport = {
      async send(message) {
        await new Promise((done) => setTimeout(done, 160));
        const theirs = await claimDueNotices(db, { limit: 10, lockMs: 60_000 });
        claimedMeanwhile.push(...theirs.map((row) => row.id));
        await real.send(message);
      },
      close: () => real.close(),
    };
    const result = await deliverDueNotices(db, slow, { lockMs: 300, concurrency: 1 });
    expect(result).toEqual({ sent: 4, failed: 0 });
    expect(claimedMeanwhile).toEqual([]);
    expect(new Set(smtpPeer.received.map((mail) => mail.messageId)).size).toBe(4);
  });

  it("sends a batch several at a time and keeps a failure in a group to itself", async () => {
    const smtpPeer = await peer();
    for (let i = 0; i < 9; i++) await enqueueNotice(db, contact(`Lead ${i}`));
    const real = smtp(smtpPeer.url);
    let running = 0;
    let most = 0;
    const flaky: MailTransport = {
      async send(message) {
        running++;
        most = Math.max(most, running);
        try {
          if (message.subject.endsWith("Lead 4")) throw new Error("451 try again later");
          await real.send(message);
        } finally {
          running--;
        }
      },
      close: () => real.close(),
    };
    expect(await deliverDueNotices(db, flaky, { limit: 20, concurrency: 4 })).toEqual({
      sent: 8,
      failed: 1,
    });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    const rows = await db.select().from(emailOutbox);
    const unsent = rows.filter((row) => row.sentAt === null);
    expect(unsent.map((row) => row.subject)).toEqual(["New contact message from Lead 4"]);
    expect(unsent[0]?.lastError).toBe("451 try again later");
    expect(rows.every((row) => row.lockedUntil === null)).toBe(true);
  });

  it("gives the rest of a batch back untried when a whole group fails", async () => {
    for (let i = 0; i < 9; i++) await enqueueNotice(db, contact(`Lead ${i}`));
    const down: MailTransport = {
      send: () => Promise.reject(new Error("421 service not available")),
      close: () => {},
    };
    expect(await deliverDueNotices(db, down, { limit: 20, concurrency: 4 })).toEqual({
      sent: 0,
      failed: 4,
    });
    const rows = await db.select().from(emailOutbox);
    const untried = rows.filter((row) => row.lastError === null);
    expect(untried).toHaveLength(5);
    expect(untried.every((row) => row.attempts === 0 && row.lockedUntil === null)).toBe(true);
    expect(await claimDueNotices(db, { limit: 20, lockMs: 60_000 })).toHaveLength(5);
  });
});
