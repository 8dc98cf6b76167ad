// Newsletter return paths (record 112): a bounce+ address is taken only with a valid signature,
// for a subscriber who exists and was not erased; erasure deletes the bounce reports (they quote
// the address) and revokes the return paths, at RCPT and when polled; the export holds them.
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  inboundRefused,
  newsletterBounces,
  newsletterSubscriptions,
} from "~/server/db/schema.server";
import { receiveMail } from "~/server/inbound/receive.server";
import { bounceAddressFor } from "~/server/newsletter/bounce-address.server";
import { erasePersonData } from "~/server/privacy/erasure.server";
import { findPersonData, personDataZip } from "~/server/privacy/person-data.server";
import { deliveryReport } from "../support/delivery-reports";
import {
  inboundListenerForThisFile,
  sendBySmtp,
  setTestReplyDomain,
  TEST_MAX_BYTES,
} from "../support/inbound-listener";
import { databaseForThisFile, engine } from "../support/test-database";

setTestReplyDomain();

const issueId = "2b000000-0000-4000-8000-000000000001";
const email = "erin@example.org";

describe(`newsletter return paths and erasure (${engine})`, () => {
  let subscriberId = "";
  let returnPath = "";
  const database = databaseForThisFile(async ({ db }) => {
    const [row] = await db
      .insert(newsletterSubscriptions)
      .values({ name: "Erin", email, status: "Confirmed" })
      .returning({ id: newsletterSubscriptions.id });
    subscriberId = row?.id ?? "";
    returnPath = bounceAddressFor({ subscriberId, issueId }) ?? "";
  });
  const listener = inboundListenerForThisFile(database);

  /** A report to `to` from a remote mail server, sent from the null return path <>. */
  const send = (to: string, raw: string) =>
    sendBySmtp(listener.port, { envelope: { from: "", to }, raw });

  it("refuses forged return paths at RCPT the same way, and never relays", async () => {
    const raw = deliveryReport("dsn-hard", returnPath, email);
    const otherIssue = bounceAddressFor({ subscriberId, issueId: subscriberId }) ?? "";
    const local = returnPath.split("@")[0] ?? "";
    const forged = [
      // Another issue's signature on this issue's ids, a changed digit, an unknown subscriber.
      `${local.slice(0, 30)}${otherIssue.slice(30)}`,
      returnPath.replace(
        /^bounce\+./,
        (head) => `${head.slice(0, -1)}${head.endsWith("z") ? "y" : "z"}`,
      ),
      bounceAddressFor({ subscriberId: "3c000000-0000-4000-8000-000000000000", issueId }) ?? "",
    ];
    for (const to of forged) await expect(send(to, raw)).rejects.toThrow(/550.*No such recipient/);
    await expect(
      send(returnPath.replace("reply.example.test", "elsewhere.test"), raw),
    ).rejects.toThrow(/550.*Relaying denied/);
    expect(await database.db.select().from(newsletterBounces)).toEqual([]);
  });

  it("exports the bounce reports with the subscription", async () => {
    await send(returnPath, deliveryReport("dsn-hard", returnPath, email));
    const zip = await personDataZip(database.db, await findPersonData(database.db, email));
    const json = JSON.parse(strFromU8(unzipSync(zip)["data.json"] ?? new Uint8Array()));
    const [record] = json.records;
    expect(record.suppressedReason).toMatch(/^hard bounce/);
    expect(record.bounces).toEqual([
      expect.objectContaining({
        kind: "hard",
        issueId,
        diagnostic: expect.stringMatching(/^5\.1\.1/),
      }),
    ]);
  });

  it("erasure deletes the reports and revokes the return path, at RCPT and when polled", async () => {
    const data = await findPersonData(database.db, email);
    await erasePersonData(database.db, data, { action: "data-erasure", actor: null, ip: null });
    expect(await database.db.select().from(newsletterBounces)).toEqual([]);
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriberId));
    expect(row).toMatchObject({ status: "Unsubscribed", email: "anonymised@invalid" });
    const raw = deliveryReport("dsn-soft-mailbox-full", returnPath, email);
    await expect(send(returnPath, raw)).rejects.toThrow(/550.*No such recipient/);
    const polled = await receiveMail(database.db, Buffer.from(raw), {
      via: "imap",
      maxBytes: TEST_MAX_BYTES,
    });
    expect(polled).toEqual({ refused: "bounce address revoked" });
    expect(await database.db.select().from(newsletterBounces)).toEqual([]);
    const refused = await database.db.select().from(inboundRefused);
    expect(JSON.stringify(refused)).not.toMatch(/erin/i);
  });
});
