import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImapTestServer, startImapServer } from "../../../tests/support/imap";
import { setTestReplyDomain } from "../../../tests/support/inbound-listener";
import { addPatsContactMessage } from "../../../tests/support/leads";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { inboundMessages, inboundRefused } from "../db/schema.server";
import { replyAddress } from "../mail/reply-address.server";
import { leadTimeline } from "../workspace/timeline.server";
import { openImapMailbox, pollMailbox, startImapPoller } from "./imap-poller.server";

setTestReplyDomain();

const message = (to: string, id: string, body: string, extra = "") =>
  `From: Pat <pat@example.com>\r\nTo: ${to}\r\nSubject: Re: your message\r\nMessage-ID: <${id}>\r\n${extra}Content-Type: text/plain\r\n\r\n${body}\r\n`;

describe(`answers polled from a real IMAP mailbox (${engine})`, () => {
  let imap: ImapTestServer;
  let leadId: string;
  const database = databaseForThisFile(async ({ db }) => {
    leadId = await addPatsContactMessage(db);
  });
  beforeAll(async () => {
    imap = await startImapServer();
  });
  afterAll(() => imap.close());

  it("files an answer within one poll interval, refuses a bounce, and files each message once", async () => {
    const to = replyAddress("contacts", leadId) ?? "";
    imap.deliver(message(to, "imap-1@example.com", "Via IMAP.\n\n> quoted"));
    imap.deliver(
      message(to, "bounce-1@example.net", "Undeliverable", "Auto-Submitted: auto-replied\r\n"),
    );
    imap.deliver(
      message(to.replace(/-[0-9a-f]{24}@/, "-111111111111111111111111@"), "forged@x", "x"),
    );
    const poller = startImapPoller({
      db: database.db,
      open: () => openImapMailbox(imap.url),
      intervalMs: 500,
      maxBytes: 1_000_000,
    });
    const deadline = Date.now() + 5000;
    let answers = [] as Awaited<ReturnType<typeof leadTimeline>>;
    while (Date.now() < deadline && answers.length === 0) {
      await new Promise((r) => setTimeout(r, 100));
      answers = (await leadTimeline("contacts", leadId)).filter((e) => e.type === "inbound");
    }
    await poller.stop();
    expect(answers).toMatchObject([{ text: "Via IMAP.", person: "Pat" }]);
    const refused = await database.db.select().from(inboundRefused);
    expect(refused.map((r) => r.reason).sort()).toEqual([
      "auto-submitted: auto-replied",
      "no valid reply address",
    ]);

    // A re-poll that sees the message again (another instance, flags lost) files nothing new.
    imap.deliver(message(to, "imap-1@example.com", "Via IMAP."));
    const mailbox = await openImapMailbox(imap.url);
    const again = await Promise.all([
      pollMailbox(database.db, mailbox, 1_000_000),
      pollMailbox(
        database.db,
        { ...mailbox, unseen: async () => [{ uid: 4, size: 10 }] },
        1_000_000,
      ),
    ]);
    await mailbox.close();
    expect(again.map((r) => r.filed)).toEqual([1, 1]);
    expect(await database.db.select().from(inboundMessages)).toHaveLength(1);
  });
});
