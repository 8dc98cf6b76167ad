// Erasure revokes the reply address (record 093). Before, an answer to an erased person's old
// reply address was filed on the anonymised record, with their name and words, and a webhook body
// with them was queued: the address outlived the person.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  inboundMessages,
  inboundRefused,
  quotes,
  webhookDeliveries,
  webhookEndpoints,
} from "~/server/db/schema.server";
import { receiveMail } from "~/server/inbound/receive.server";
import { replyAddress } from "~/server/mail/reply-address.server";
import { erasePersonData } from "~/server/privacy/erasure.server";
import { findPersonData } from "~/server/privacy/person-data.server";
import {
  inboundListenerForThisFile,
  mailMessage,
  sendBySmtp,
  setTestReplyDomain,
  TEST_MAX_BYTES,
} from "../support/inbound-listener";
import { databaseForThisFile, engine } from "../support/test-database";

setTestReplyDomain();

describe(`an erased person's reply address (${engine})`, () => {
  let dataDir: string;
  let address = "";

  const database = databaseForThisFile(async ({ db }) => {
    dataDir = await mkdtemp(join(tmpdir(), "inbound-erasure-"));
    const [quote] = await db
      .insert(quotes)
      .values({
        name: "Erin Erased",
        email: "erin@example.com",
        industry: "Retail",
        description: "A new shop",
      })
      .returning({ id: quotes.id });
    address = replyAddress("quotes", quote?.id ?? "") ?? "";
    await db.insert(webhookEndpoints).values({
      url: "https://hooks.example.com/replies",
      secret: "s",
      events: ["lead.replied"],
    });
    const data = await findPersonData(db, "erin@example.com");
    await erasePersonData(db, data, { action: "data-erasure", actor: null, ip: null }, { dataDir });
  });
  const listener = inboundListenerForThisFile(database);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const answer = {
    from: "Erin Erased <erin@example.com>",
    subject: "Re: your quote",
    text: "Please call me on 555-0100.",
  };

  it("is refused at RCPT: nothing filed, no webhook queued", async () => {
    await expect(sendBySmtp(listener.port, { ...answer, to: address })).rejects.toThrow(
      /550.*No such recipient/,
    );
    expect(await database.db.select().from(inboundMessages)).toEqual([]);
    expect(await database.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it("is refused when polled too, keeping none of the person's words", async () => {
    const headers = {
      From: answer.from,
      To: address,
      Subject: answer.subject,
      "Message-ID": "<erin-1@example.com>",
    };
    const raw = mailMessage(headers, answer.text);
    const result = await receiveMail(database.db, raw, { via: "imap", maxBytes: TEST_MAX_BYTES });
    expect(result).toEqual({ refused: "reply address revoked" });
    expect(await database.db.select().from(inboundMessages)).toEqual([]);
    expect(await database.db.select().from(webhookDeliveries)).toEqual([]);
    const refused = await database.db.select().from(inboundRefused);
    expect(JSON.stringify(refused)).not.toMatch(/erin|Erin|555-0100/);
  });
});
