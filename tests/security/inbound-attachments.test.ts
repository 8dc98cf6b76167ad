// Attachments of answers pass the résumé's checks (records 093, 094). Before, a PDF with an
// /OpenAction to JavaScript, refused at /careers, was kept when it came by mail and offered to
// staff as a download.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inboundAttachments, inboundMessages } from "~/server/db/schema.server";
import { replyAddress } from "~/server/mail/reply-address.server";
import {
  inboundListenerForThisFile,
  sendBySmtp,
  setTestReplyDomain,
} from "../support/inbound-listener";
import { addPatsContactMessage } from "../support/leads";
import { engine, ownDatabaseForThisFile } from "../support/test-database";
import { pdfOf } from "../support/upload-bombs";

setTestReplyDomain();

describe(`attachments of answers (${engine})`, () => {
  let contactId = "";
  const database = ownDatabaseForThisFile(async ({ db }) => {
    contactId = await addPatsContactMessage(db);
  });
  const listener = inboundListenerForThisFile(database);

  it("leaves out a PDF that runs JavaScript on opening, keeps a plain one, files the text", async () => {
    const scripted = pdfOf([
      "<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>",
      "<</Type/Pages/Kids[]/Count 0>>",
      "<</S/JavaScript/JS(app.alert(1))>>",
    ]);
    const plain = pdfOf(["<</Type/Catalog/Pages 2 0 R>>", "<</Type/Pages/Kids[]/Count 0>>"]);
    await sendBySmtp(listener.port, {
      from: "pat@example.com",
      to: replyAddress("contacts", contactId),
      subject: "Re: documents",
      text: "Both files attached.",
      attachments: [
        { filename: "invoice.pdf", content: scripted },
        { filename: "plan.pdf", content: plain },
      ],
    });
    const [message] = await database.db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.leadId, contactId));
    expect(message?.text).toBe("Both files attached.");
    expect(message?.dropped).toBe("invoice.pdf: contains scripts");
    const files = await database.db.select().from(inboundAttachments);
    expect(files.map((file) => file.fileName)).toEqual(["plan.pdf"]);
  });
});
