// Inbound mail in bounded memory, with limits (record 092). Before: twelve parallel 9.5 MB answers
// were held whole and parsed side by side until the heap ran out; twenty idle connections from
// one address took every slot (421 for everyone else); nothing limited answers per record or per
// sender; refused mail was kept whole and without end. Memory itself is the bench's to measure
// (npm run bench:inbound); here, that the limits hold, through the real listener.
import { connect, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactSubmissions, inboundMessages, inboundRefused } from "~/server/db/schema.server";
import { INBOUND_CONCURRENCY, inOneSlot, slotUse } from "~/server/inbound/filing-turns.server";
import { REFUSED_KEPT } from "~/server/inbound/receive.server";
import { type InboundListener, startInboundListener } from "~/server/inbound/smtp-listener.server";
import { replyAddress } from "~/server/mail/reply-address.server";
import { sendBySmtp, setTestReplyDomain, TEST_MAX_BYTES } from "../support/inbound-listener";
import { engine, ownDatabaseForThisFile } from "../support/test-database";

setTestReplyDomain();
// Lowered limits, so a handful of messages reach them.
process.env.INBOUND_RECORD_DAILY_MESSAGES = "3";
process.env.INBOUND_SENDER_DAILY_MESSAGES = "4";
process.env.INBOUND_DAILY_ATTACHMENT_BYTES = "3000";

/** A small PDF of about `size` bytes, accepted by the résumé check. */
const pdf = (size: number) =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"),
    Buffer.from(`%${"x".repeat(size)}\n`),
    Buffer.from("trailer<<>>\n%%EOF\n"),
  ]);

describe(`inbound mail limits (${engine})`, () => {
  let listeners: InboundListener[];
  const contacts: string[] = [];

  const database = ownDatabaseForThisFile(async ({ db }) => {
    const rows = await db
      .insert(contactSubmissions)
      .values(
        Array.from({ length: 13 }, (_, i) => ({
          name: `Pat ${i}`,
          email: `pat${i}@example.com`,
          message: "Hello?",
        })),
      )
      .returning({ id: contactSubmissions.id });
    contacts.push(...rows.map((row) => row.id));
  });
  /** The listeners' settings: any free port of 127.0.0.1, over the file's database. */
  const options = () => ({ db: database.db, port: 0, host: "127.0.0.1", maxBytes: TEST_MAX_BYTES });
  beforeAll(async () => {
    // Two listeners on one database: two instances, which must agree on every count.
    listeners = [await startInboundListener(options()), await startInboundListener(options())];
  });
  afterAll(() => Promise.all(listeners.map((listener) => listener.close())));

  const answer = (mail: Record<string, unknown>, instance = 0, localAddress?: string) =>
    sendBySmtp(
      listeners[instance]?.port ?? 0,
      { from: "someone@example.com", subject: "Re", ...mail },
      localAddress,
    );
  const to = (i: number) => replyAddress("contacts", contacts[i] ?? "") ?? "";
  const reasons = async () =>
    (await database.db.select({ reason: inboundRefused.reason }).from(inboundRefused)).map(
      (row) => row.reason,
    );

  it("files at most the record's daily number of answers, counted across instances", async () => {
    for (let i = 0; i < 3; i++)
      await answer({ from: `s${i}@example.com`, to: to(0), text: `answer ${i}` }, i % 2);
    await expect(
      answer({ from: "s9@example.com", to: to(0), text: "one too many" }, 1),
    ).rejects.toThrow(/550.*record limit/);
    const filed = await database.db
      .select()
      .from(inboundMessages)
      .where(sql`${inboundMessages.leadId} = ${contacts[0]}`);
    expect(filed).toHaveLength(3);
    expect(await reasons()).toContain("record limit: 3 messages a day");
  });

  it("files at most the sender's daily number of answers over all records", async () => {
    for (let i = 1; i <= 4; i++)
      await answer({ from: "busy@example.com", to: to(i), text: `answer ${i}` }, i % 2);
    await expect(answer({ from: "busy@example.com", to: to(5), text: "fifth" })).rejects.toThrow(
      /550.*sender limit/,
    );
    expect(await reasons()).toContain("sender limit: 4 messages a day");
  });

  it("leaves out attachments past the day's bytes and files the text", async () => {
    await answer({
      from: "files@example.com",
      to: to(6),
      text: "Two plans attached.",
      attachments: [
        { filename: "a.pdf", content: pdf(2000) },
        { filename: "b.pdf", content: pdf(2000) },
      ],
    });
    const [row] = await database.db
      .select()
      .from(inboundMessages)
      .where(sql`${inboundMessages.leadId} = ${contacts[6]}`);
    expect(row?.text).toBe("Two plans attached.");
    expect(row?.dropped).toBe("b.pdf: daily attachment limit reached");
  });

  it("files at most a few messages at once, whichever way they come", async () => {
    slotUse.reset();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        answer({ from: `p${i}@example.com`, to: to(7), text: `parallel ${i}` }, i % 2).catch(
          () => undefined,
        ),
      ),
    );
    expect(slotUse.peak()).toBeGreaterThan(0);
    expect(slotUse.peak()).toBeLessThanOrEqual(INBOUND_CONCURRENCY);
  });

  it("takes a few messages in progress at once and asks the rest to come back later", async () => {
    // The filing slot is held, so every message taken waits in progress until it is let go.
    let letGo = () => {};
    const held = inOneSlot(() => new Promise<void>((resolve) => (letGo = resolve)));
    const sending = Array.from({ length: 5 }, (_, i) =>
      answer({ from: `q${i}@example.com`, to: to(8 + i), text: `queued ${i}` }).then(
        () => "accepted",
        (error: Error) => error.message,
      ),
    );
    const first = await Promise.race(sending);
    letGo();
    await held;
    const outcomes = await Promise.all(sending);
    expect(first).toMatch(/451 Busy, try again later/);
    expect(outcomes.filter((o) => o === "accepted")).toHaveLength(4);
  });

  it("keeps refused mail capped in size and in rows", async () => {
    await database.db.execute(sql`insert into inbound_refused (reason, via, created_at)
      select 'old', 'smtp', now() - make_interval(secs => n)
      from generate_series(1, ${REFUSED_KEPT + 5}) as n`);
    const long = `${"a".repeat(1500)}@example.com`;
    await expect(
      answer({
        from: long,
        to: to(1),
        subject: "s".repeat(5000),
        text: "x",
        headers: { "Auto-Submitted": "auto-replied" },
        envelope: { from: "", to: to(1) },
      }),
    ).rejects.toThrow(/550/);
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(inboundRefused);
    expect(count?.n).toBe(REFUSED_KEPT);
    const [newest] = await database.db
      .select()
      .from(inboundRefused)
      .orderBy(sql`${inboundRefused.createdAt} desc`)
      .limit(1);
    expect(newest?.reason).toBe("auto-submitted: auto-replied");
    expect(newest?.subject?.length).toBeLessThanOrEqual(500);
    expect(newest?.fromAddress?.length).toBeLessThanOrEqual(320);
  });

  /** Opens a connection and returns it with the first reply line the server sent. */
  async function idle(localAddress: string): Promise<{ socket: Socket; greeting: string }> {
    const socket = connect({ host: "127.0.0.1", port: listeners[0]?.port ?? 0, localAddress });
    const greeting = await new Promise<string>((resolve) => {
      socket.once("data", (data) => resolve(data.toString()));
      socket.once("close", () => resolve("closed"));
      socket.once("error", () => resolve("error"));
    });
    return { socket, greeting };
  }

  it("lets no one address's idle connections keep other senders out", async () => {
    const opened = [];
    for (let i = 0; i < 25; i++) opened.push(await idle("127.0.0.2"));
    try {
      const greeted = opened.filter((c) => c.greeting.startsWith("220")).length;
      expect(greeted).toBeLessThanOrEqual(5);
      expect(opened.filter((c) => c.greeting.startsWith("421"))).toHaveLength(25 - greeted);
      const sent = await answer({ from: "late@example.com", to: to(5), text: "still heard" });
      expect(sent.response).toMatch(/^250/);
    } finally {
      for (const { socket } of opened) socket.destroy();
    }
  });

  it("closes a connection that stays idle", async () => {
    const quick = await startInboundListener({ ...options(), socketTimeoutMs: 200 });
    try {
      const socket = connect({ host: "127.0.0.1", port: quick.port });
      const lines: string[] = [];
      socket.on("data", (data) => lines.push(data.toString()));
      await new Promise((resolve) => socket.once("close", resolve));
      expect(lines.join("")).toMatch(/^421 .*Timeout/m);
    } finally {
      await quick.close();
    }
  });
});
