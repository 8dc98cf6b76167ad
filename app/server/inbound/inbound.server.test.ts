import { describe, expect, it } from "vitest";
import { applyToNewJob } from "../../../tests/support/careers";
import {
  inboundListenerForThisFile,
  sendBySmtp,
  setTestReplyDomain,
} from "../../../tests/support/inbound-listener";
import { addPatsContactMessage } from "../../../tests/support/leads";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { leadDetail } from "../dashboard/lead-lists.server";
import { emailOutbox, inboundRefused, quotes, users } from "../db/schema.server";
import { replyAddress } from "../mail/reply-address.server";
import { anonymiseLeads } from "../privacy/anonymise.server";
import { queueAutoReply } from "../replies/auto-reply.server";
import { replyToLead } from "../replies/reply.server";
import { recordWorkspace } from "../workspace/record.server";
import { recordAction } from "../workspace/record-actions.server";
import { leadTimeline } from "../workspace/timeline.server";
import { answersOf } from "./conversation.server";

setTestReplyDomain();

const owner = { id: "in-owner", email: "olga@example.com", name: "Olga", role: "admin" };

describe(`answers by e-mail through the real SMTP listener (${engine})`, () => {
  /** The quote's workspace panel, from the quote as stored. */
  const quoteWorkspace = async () => {
    const detail = await leadDetail("quotes", ids.quote);
    if (!detail) throw new Error("the quote is gone");
    return recordWorkspace("quotes", detail.record);
  };
  const dataDir = temporaryDirectoryForThisFile("inbound-");
  const ids = { quote: "", application: "", contact: "" };

  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values({ ...owner, emailVerified: true, twoFactorEnabled: true });
    const [quote] = await db
      .insert(quotes)
      .values({
        name: "Quinn Prospect",
        email: "quinn@example.com",
        industry: "Retail",
        description: "A new shop",
        ownerId: owner.id,
      })
      .returning({ id: quotes.id });
    const cy = { name: "Cy Young", email: "cy@example.com", status: "Received" };
    ids.quote = quote?.id ?? "";
    ids.application = await applyToNewJob(db, cy);
    ids.contact = await addPatsContactMessage(db);
  });
  const listener = inboundListenerForThisFile(database);

  /** Sends what the outbox holds through an SMTP peer and returns the messages it got. */
  const deliver = async () => (await deliverOutbox(database.db, dataDir)).received;

  /** A visitor's mail client answering through our listener. */
  const answer = (mail: Record<string, unknown>) =>
    sendBySmtp(listener.port, { from: "Quinn Prospect <quinn@example.com>", ...mail });

  async function until<T>(read: () => Promise<T | undefined>, ms = 5000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value !== undefined || Date.now() > end) return value as T;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const answers = async (kind: "quotes" | "applications" | "contacts", id: string) =>
    (await leadTimeline(kind, id)).filter((e) => e.type === "inbound");

  it("files an answer to the auto-reply on its record, quoted history stripped, and alerts the owner", async () => {
    await database.db.transaction((tx) => queueAutoReply(tx, "quotes", ids.quote));
    const [autoReply] = await deliver();
    expect(autoReply?.replyTo).toBe(replyAddress("quotes", ids.quote));
    await answer({
      to: autoReply?.replyTo,
      subject: `Re: ${autoReply?.subject}`,
      messageId: "<answer-1@example.com>",
      inReplyTo: autoReply?.messageId,
      text: "We also need a loyalty app.\nBudget is flexible.\n\nOn Mon, Brazos Digital wrote:\n> Thank you for your request",
    });
    const [entry] = await until(async () => {
      const found = await answers("quotes", ids.quote);
      return found.length ? found : undefined;
    });
    expect(entry).toMatchObject({
      person: "Quinn Prospect",
      text: "We also need a loyalty app.\nBudget is flexible.",
    });
    const view = await quoteWorkspace();
    expect(view.awaiting).toBe(true);
    const alerts = await database.db.select().from(emailOutbox);
    expect(alerts.find((m) => m.kind === "answer")).toMatchObject({ to: owner.email });
    // The same message again (a retry, a second instance) is filed once.
    await answer({
      to: autoReply?.replyTo,
      subject: "Re",
      messageId: "<answer-1@example.com>",
      text: "x",
    });
    expect(await answers("quotes", ids.quote)).toHaveLength(1);
    // A note is staff acting: no longer awaiting.
    await recordAction("quotes", ids.quote, owner, { intent: "note", body: "Called back." });
    const after = await quoteWorkspace();
    expect(after.awaiting).toBe(false);
  });

  it("files answers to a candidate e-mail and to a staff reply, and threads the next e-mail", async () => {
    await recordAction("applications", ids.application, owner, {
      status: "Interviewing",
      sendEmail: "on",
    });
    await replyToLead("contacts", ids.contact, owner, {
      subject: "Hi Pat",
      body: "How can we help?",
    });
    const mails = await deliver();
    const toCy = mails.find((m) => m.to.includes("cy@example.com"));
    const toPat = mails.find((m) => m.to.includes("pat@example.com"));
    expect(toCy?.replyTo).toBe(replyAddress("applications", ids.application));
    expect(toPat?.replyTo).toBe(replyAddress("contacts", ids.contact));
    await answer({
      from: "cy@example.com",
      to: toCy?.replyTo,
      subject: "Re",
      messageId: "<cy-1@example.com>",
      text: "Tuesday works.",
    });
    await answer({
      from: "pat@example.com",
      to: toPat?.replyTo,
      subject: "Re",
      messageId: "<pat-1@example.com>",
      text: "A quote, please.",
    });
    expect(
      await until(async () => (await answers("applications", ids.application))[0]),
    ).toMatchObject({ text: "Tuesday works.", person: "cy@example.com" });
    expect(await until(async () => (await answers("contacts", ids.contact))[0])).toMatchObject({
      text: "A quote, please.",
    });
    await replyToLead("contacts", ids.contact, owner, { subject: "Re: Hi Pat", body: "Sure." });
    const next = (await deliver()).at(-1);
    expect(next?.raw).toMatch(/^In-Reply-To: <pat-1@example.com>/m);
    // The first message of the conversation, then the answer it follows (the header may fold).
    expect(next?.raw).toMatch(
      /^References: <outbox-[0-9a-f-]+@example.com>\s+<pat-1@example.com>/m,
    );
  });

  it("refuses forged tokens and other domains at RCPT, and files bounces and auto-replies apart", async () => {
    const valid = replyAddress("contacts", ids.contact) ?? "";
    const forged = valid.replace(/-[0-9a-f]{24}@/, "-000000000000000000000000@");
    await expect(answer({ to: forged, subject: "x", text: "x" })).rejects.toThrow(/550/);
    await expect(answer({ to: "ceo@example.com", subject: "x", text: "x" })).rejects.toThrow(
      /Relaying denied/,
    );
    await expect(
      answer({
        envelope: { from: "", to: valid },
        to: valid,
        from: "MAILER-DAEMON@example.net",
        subject: "Undelivered",
        text: "failed",
      }),
    ).rejects.toThrow(/550/);
    await expect(
      answer({
        to: valid,
        subject: "Out of office",
        text: "Away",
        headers: { "Auto-Submitted": "auto-replied" },
      }),
    ).rejects.toThrow(/550/);
    await expect(answer({ to: valid, subject: "big", text: "x".repeat(300_000) })).rejects.toThrow(
      /552|size/i,
    );
    expect(await answers("contacts", ids.contact)).toHaveLength(1);
    const refused = await database.db.select().from(inboundRefused);
    expect(refused.map((r) => r.reason).sort()).toEqual([
      "auto-submitted: auto-replied",
      "bounce (null sender)",
    ]);
  });

  it("is exported for the person and goes when the record is anonymised", async () => {
    expect(await answersOf(database.db, "contacts", ids.contact)).toMatchObject([
      { from: "pat@example.com", text: "A quote, please." },
    ]);
    await database.db.transaction((tx) => anonymiseLeads(tx, "contacts", [ids.contact]));
    expect(await answers("contacts", ids.contact)).toEqual([]);
  });
});
