import { describe, expect, it } from "vitest";
import { parseInbound, stripQuoted } from "./parse.server";

const mail = (headers: string, body = "Hello") =>
  Buffer.from(`${headers}\r\nSubject: Re: hi\r\nContent-Type: text/plain\r\n\r\n${body}\r\n`);

describe("reading an answer", () => {
  it("keeps the new words and the signature, drops the quoted history", () => {
    expect(
      stripQuoted(
        "Yes, Tuesday.\n\nBest,\nCy\n\nOn Mon, 1 Dec 2026, HR <hr@x.com> wrote:\n> When?\n> Thanks",
      ),
    ).toBe("Yes, Tuesday.\n\nBest,\nCy");
    expect(stripQuoted("Fine.\n\n-----Original Message-----\nFrom: a\n\nold")).toBe("Fine.");
    expect(stripQuoted("> only quoted")).toBe("> only quoted");
    expect(stripQuoted("> inline question\nMy answer.\n")).toContain("My answer.");
  });

  it("recognises machines: Auto-Submitted, Precedence, reports, daemons, null senders", async () => {
    const from = "From: Pat <pat@example.com>\r\nTo: reply+x@r.test";
    expect((await parseInbound(mail(from))).automatic).toBeNull();
    expect((await parseInbound(mail(`${from}\r\nAuto-Submitted: no`))).automatic).toBeNull();
    expect((await parseInbound(mail(`${from}\r\nAuto-Submitted: auto-replied`))).automatic).toMatch(
      /auto-submitted/,
    );
    expect((await parseInbound(mail(`${from}\r\nPrecedence: bulk`))).automatic).toMatch(/bulk/);
    expect((await parseInbound(mail(`${from}\r\nX-Autoreply: yes`))).automatic).toBe("x-autoreply");
    expect(
      (await parseInbound(mail("From: MAILER-DAEMON@mx.test\r\nTo: a@b.c"))).automatic,
    ).toMatch(/daemon/);
    expect((await parseInbound(mail(from), "")).automatic).toMatch(/null sender/);
  });

  it("names the sender and every addressed recipient, headers included", async () => {
    const parsed = await parseInbound(
      mail(
        "From: Pat <PAT@example.com>\r\nTo: a@b.c\r\nCc: c@d.e\r\nDelivered-To: reply+q1@r.test\r\nMessage-ID: <m1@x>",
      ),
    );
    expect(parsed).toMatchObject({
      fromAddress: "pat@example.com",
      fromName: "Pat",
      messageId: "<m1@x>",
    });
    expect(parsed.headerRecipients).toEqual(["a@b.c", "c@d.e", "reply+q1@r.test"]);
  });
});
