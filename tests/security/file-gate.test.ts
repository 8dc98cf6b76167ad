// One gate for every incoming file (record 094): a résumé posted at /careers, an attachment of an
// answer that arrives by mail, an editor's image. Before it, a PDF whose XFA form runs a script
// was taken as a résumé, a bomb was refused as "contains macros or scripts", and a PDF with
// /OpenAction /JavaScript refused at /careers was kept when it came by mail.
import { describe, expect, it } from "vitest";
import { pdfWithScriptBytes } from "~/server/careers/testing.server";
import { storeImage } from "~/server/content/images.server";
import {
  contentImages,
  inboundAttachments,
  inboundMessages,
  quotes,
} from "~/server/db/schema.server";
import { MAX_IMAGE_PIXELS } from "~/server/files/gate.server";
import { receiveMail } from "~/server/inbound/receive.server";
import { replyAddress } from "~/server/mail/reply-address.server";
import { applyWithResume, openJob, storedApplications } from "../support/careers";
import { mailMessage, setTestReplyDomain } from "../support/inbound-listener";
import { engine, ownDatabaseForThisFile } from "../support/test-database";
import {
  inflatingDocx,
  inflatingPdf,
  pdfWithXfaScript,
  pngClaiming,
} from "../support/upload-bombs";

setTestReplyDomain();

const MB = 1024 * 1024;

describe(`the file gate (${engine})`, () => {
  let jobId: string;
  let quoteId: string;
  const database = ownDatabaseForThisFile(async () => {
    jobId = await openJob(database.db);
    const [quote] = await database.db
      .insert(quotes)
      .values({
        name: "Quinn",
        email: "quinn@example.com",
        industry: "Retail",
        description: "Shop",
      })
      .returning({ id: quotes.id });
    quoteId = quote?.id ?? "";
  });

  const stored = () => storedApplications(database.db);

  const apply = (name: string, bytes: Uint8Array) =>
    applyWithResume(database.db, jobId, name, bytes);

  it("refuses a PDF whose XFA form runs a script, saying it contains scripts", async () => {
    const before = await stored();
    const answer = await apply("cv.pdf", pdfWithXfaScript());
    expect(answer).toMatchObject({ ok: false, status: 415 });
    expect(answer.toast.description).toMatch(/^This file contains scripts/);
    expect(await stored()).toEqual(before);
    // The same form without a script is an ordinary résumé.
    expect((await apply("cv.pdf", pdfWithXfaScript({ script: false }))).status).toBe(201);
  });

  it.each([
    ["cv.pdf", () => inflatingPdf(512 * MB)],
    ["cv.docx", () => inflatingDocx(512 * MB)],
  ])("refuses %s that unpacks to 512 MiB as too large when unpacked", async (name, bomb) => {
    const before = await stored();
    const answer = await apply(name, bomb());
    expect(answer).toMatchObject({ ok: false, status: 415 });
    expect(answer.toast.description).toMatch(/^This file is too large when unpacked\./);
    expect(answer.toast.description).not.toMatch(/macros|scripts/);
    expect(await stored()).toEqual(before);
  });

  it("refuses an image over the pixel cap from its header, decoding nothing", async () => {
    const width = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const height = Math.floor(MAX_IMAGE_PIXELS / width) + 1;
    // One pixel's data behind a header that claims one row more than the cap allows: only a
    // check of the header can answer with this size.
    const png = pngClaiming(width, height);
    const answer = await storeImage(new File([new Uint8Array(png)], "big.png"), "x", database.db);
    expect(answer).toMatchObject({ ok: false, status: 413 });
    expect(answer.fieldErrors?.image).toBe(
      `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed. Save it smaller and upload it again.`,
    );
    expect(await database.db.select().from(contentImages)).toEqual([]);
  });

  it("does not keep a PDF with /OpenAction /JavaScript that arrives attached to an answer", async () => {
    const to = replyAddress("quotes", quoteId) ?? "";
    const pdf = Buffer.from(pdfWithScriptBytes()).toString("base64");
    const headers = {
      From: "Quinn <quinn@example.com>",
      To: to,
      Subject: "Re: your quote",
      "Message-ID": "<gate-1@example.com>",
      "MIME-Version": "1.0",
      "Content-Type": 'multipart/mixed; boundary="b1"',
    };
    const body = [
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Here is the brief.",
      "--b1",
      'Content-Type: application/pdf; name="brief.pdf"',
      'Content-Disposition: attachment; filename="brief.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      ...(pdf.match(/.{1,76}/g) ?? []),
      "--b1--",
    ].join("\r\n");
    const raw = mailMessage(headers, body);
    const received = await receiveMail(database.db, raw, {
      via: "smtp",
      maxBytes: 2 * MB,
      envelopeTo: [to],
    });
    expect(received).toMatchObject({ filed: [{ kind: "quotes", duplicate: false }] });
    const [message] = await database.db.select().from(inboundMessages);
    expect(message?.text).toContain("Here is the brief.");
    expect(message?.dropped).toBe("brief.pdf: contains scripts");
    expect(await database.db.select().from(inboundAttachments)).toEqual([]);
  });
});
