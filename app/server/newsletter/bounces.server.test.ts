import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryReport, type ReportSample } from "../../../tests/support/delivery-reports";
import {
  inboundListenerForThisFile,
  sendBySmtp,
  setTestReplyDomain,
  TEST_MAX_BYTES,
} from "../../../tests/support/inbound-listener";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { inboundRefused, newsletterBounces, newsletterSubscriptions } from "../db/schema.server";
import { receiveMail } from "../inbound/receive.server";
import { bounceAddressFor } from "./bounce-address.server";
import { isMailable, mailableSubscribers } from "./mailable.server";

setTestReplyDomain();
// Reports count against the subscriber's daily limit of received mail (record 092).
process.env.INBOUND_RECORD_DAILY_MESSAGES = "4";

const issues = [
  "1a000000-0000-4000-8000-000000000001",
  "1a000000-0000-4000-8000-000000000002",
  "1a000000-0000-4000-8000-000000000003",
];

describe(`newsletter bounces through the real SMTP listener (${engine})`, () => {
  const ids: Record<string, string> = {};
  const database = databaseForThisFile(async ({ db }) => {
    for (const name of ["hard", "soft", "complaint", "polled", "pending"]) {
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({
          name,
          email: `${name}@example.org`,
          status: name === "pending" ? "Pending" : "Confirmed",
        })
        .returning({ id: newsletterSubscriptions.id });
      ids[name] = row?.id ?? "";
    }
  });
  const listener = inboundListenerForThisFile(database);

  /** A remote mail server returning `sample` about `name`'s copy of an issue, from <>. */
  async function bounce(sample: ReportSample, name: string, issueId: string | null) {
    const returnPath = bounceAddressFor({ subscriberId: ids[name] ?? "", issueId }) ?? "";
    return sendBySmtp(listener.port, {
      envelope: { from: "", to: returnPath },
      raw: deliveryReport(sample, returnPath, `${name}@example.org`),
    });
  }

  const subscription = async (name: string) => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, ids[name] ?? ""));
    return row;
  };
  const bouncesOf = (name: string) =>
    database.db
      .select()
      .from(newsletterBounces)
      .where(eq(newsletterBounces.subscriberId, ids[name] ?? ""));
  const mailable = async () =>
    (
      await database.db
        .select({ name: newsletterSubscriptions.name })
        .from(newsletterSubscriptions)
        .where(mailableSubscribers)
    )
      .map((row) => row.name)
      .sort();

  it("sends newsletter mail only to confirmed subscribers nothing stopped", async () => {
    expect(await mailable()).toEqual(["complaint", "hard", "polled", "soft"]);
  });

  it("stops mail at once after a hard bounce, and says why", async () => {
    const sent = await bounce("dsn-hard", "hard", issues[0] ?? "");
    expect(sent.accepted).toHaveLength(1);
    const [row] = await bouncesOf("hard");
    expect(row).toMatchObject({ kind: "hard", issueId: issues[0] });
    expect(row?.diagnostic).toMatch(/^5\.1\.1 smtp; 550 5\.1\.1/);
    const stopped = await subscription("hard");
    expect(stopped?.suppressedAt).toBeInstanceOf(Date);
    expect(stopped?.suppressedReason).toBe("hard bounce (5.1.1)");
    expect(stopped?.status).toBe("Confirmed");
    expect(await isMailable(database.db, ids.hard ?? "")).toBe(false);
    expect(await mailable()).not.toContain("hard");
  });

  it("stops mail after three soft bounces, a delayed and a failed report of one issue counting once", async () => {
    await bounce("dsn-soft-delayed", "soft", issues[0] ?? "");
    await bounce("dsn-soft-mailbox-full", "soft", issues[0] ?? "");
    await bounce("dsn-soft-mailbox-full", "soft", issues[1] ?? "");
    expect(await bouncesOf("soft")).toHaveLength(2);
    expect(await subscription("soft")).toMatchObject({ softBounceCount: 2, suppressedAt: null });
    expect(await isMailable(database.db, ids.soft ?? "")).toBe(true);
    await bounce("dsn-soft-mailbox-full", "soft", issues[2] ?? "");
    const stopped = await subscription("soft");
    expect(stopped?.softBounceCount).toBe(3);
    expect(stopped?.suppressedReason).toBe("3 soft bounces (last 4.2.2)");
    expect(await isMailable(database.db, ids.soft ?? "")).toBe(false);
  });

  it("takes at most the subscriber's daily number of messages in reports", async () => {
    await expect(bounce("dsn-hard", "soft", issues[0] ?? "")).rejects.toThrow(
      /550.*record limit: 4 messages a day/,
    );
    expect(await bouncesOf("soft")).toHaveLength(3);
  });

  it("stops mail after a complaint, also one to a return path without an issue (a welcome)", async () => {
    await bounce("arf-complaint", "complaint", null);
    expect(await bouncesOf("complaint")).toMatchObject([{ kind: "complaint", issueId: null }]);
    expect((await subscription("complaint"))?.suppressedReason).toBe("complaint (abuse)");
    expect(await mailable()).toEqual(["polled"]);
  });

  it("files a report polled from the mailbox (no envelope: the To header names it)", async () => {
    const returnPath = bounceAddressFor({ subscriberId: ids.polled ?? "", issueId: issues[0] });
    const raw = deliveryReport("dsn-hard", returnPath ?? "", "polled@example.org");
    const result = await receiveMail(database.db, Buffer.from(raw), {
      via: "imap",
      maxBytes: TEST_MAX_BYTES,
    });
    expect(result).toMatchObject({ bounced: [{ subscriberId: ids.polled, kind: "hard" }] });
    expect(await mailable()).toEqual([]);
  });

  it("refuses a forged or changed return path at RCPT, and keeps anything but a report aside", async () => {
    const real = bounceAddressFor({ subscriberId: ids.pending ?? "", issueId: issues[0] }) ?? "";
    const forged = real.replace(/[0-9a-z](@)/, (digit, at) => `${digit === "0" ? "1" : "0"}${at}`);
    for (const to of [forged, `bounce+${"7".repeat(31)}@reply.example.test`])
      await expect(
        sendBySmtp(listener.port, { envelope: { from: "", to }, raw: "Subject: x\r\n\r\nx\r\n" }),
      ).rejects.toThrow(/550.*No such recipient/);
    await expect(
      sendBySmtp(listener.port, {
        envelope: { from: "dana@example.org", to: real },
        raw: `From: dana@example.org\r\nTo: ${real}\r\nSubject: Thanks!\r\n\r\nLove the articles.\r\n`,
      }),
    ).rejects.toThrow(/550.*not a delivery report/);
    expect(await bouncesOf("pending")).toEqual([]);
    const refused = await database.db.select().from(inboundRefused);
    expect(refused.map((row) => row.reason).sort()).toEqual([
      "not a delivery report",
      "record limit: 4 messages a day",
    ]);
  });
});
