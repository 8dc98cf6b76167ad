import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailMessage, setTestReplyDomain } from "../../../tests/support/inbound-listener";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { quotes, webhookDeliveries, webhookEndpoints } from "../db/schema.server";
import { replyAddress } from "../mail/reply-address.server";
import { receiveMail } from "./receive.server";

setTestReplyDomain();

describe(`the lead.replied webhook (${engine})`, () => {
  let quoteId = "";
  const database = databaseForThisFile(async ({ db }) => {
    const [quote] = await db
      .insert(quotes)
      .values({
        name: "Rita Replier",
        email: "rita@example.com",
        company: "Rita's Shop",
        industry: "Retail",
        description: "A new shop",
        source: { utmSource: "newsletter" },
      })
      .returning({ id: quotes.id });
    quoteId = quote?.id ?? "";
    await db.insert(webhookEndpoints).values([
      { url: "https://hooks.example.com/replies", secret: "s", events: ["lead.replied"] },
      { url: "https://hooks.example.com/new", secret: "s", events: ["lead.created"] },
    ]);
  });

  it("fires when an answer is filed, with lead.created's lead details and the answer", async () => {
    const to = replyAddress("quotes", quoteId) as string;
    const headers = {
      From: "Rita Replier <rita@example.com>",
      To: to,
      Subject: "Re: your quote",
      "Message-ID": "<rita-1@example.com>",
      "Content-Type": "text/plain; charset=utf-8",
    };
    const raw = mailMessage(headers, "Tuesday works for us.");
    await receiveMail(database.db, raw, { via: "smtp", maxBytes: 100_000, envelopeTo: [to] });
    const deliveries = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, "lead.replied"));
    expect(deliveries).toHaveLength(1);
    const body = JSON.parse(deliveries[0]?.body ?? "{}");
    expect(body.type).toBe("lead.replied");
    expect(body.lead).toMatchObject({
      kind: "quotes",
      id: quoteId,
      name: "Rita Replier",
      details: { Company: "Rita's Shop" },
      source: { utmSource: "newsletter" },
    });
    expect(body.lead.reference).toMatch(/^Q-\d+$/);
    expect(body.data).toMatchObject({
      from: "rita@example.com",
      fromName: "Rita Replier",
      subject: "Re: your quote",
      text: "Tuesday works for us.",
      attachments: "0",
    });
    // Filed twice (an IMAP re-poll), it fires once.
    await receiveMail(database.db, raw, { via: "smtp", maxBytes: 100_000, envelopeTo: [to] });
    expect(await database.db.select().from(webhookDeliveries)).toHaveLength(1);
  });
});
