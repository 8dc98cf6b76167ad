import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, leadEvents, quotes } from "../../app/server/db/schema.server";
import { guardFields, sampleQuote, visitor } from "../../app/server/intake/testing.server";
import { submitQuote } from "../../app/server/leads/leads.server";
import { enqueueNotice } from "../../app/server/mail/outbox.server";
import { findPersonData, personDataZip } from "../../app/server/privacy/person-data.server";
import { replyToLead } from "../../app/server/replies/reply.server";
import { addNote, removeNote } from "../../app/server/workspace/notes.server";
import { databaseForThisFile, engine } from "../support/test-database";
import { addAccount, productionEnv } from "./privacy-support";

// Issue item 9: a person's export holds what staff wrote about them (notes) and the e-mails
// sent to them (replies, auto-replies, account e-mails), not only what they sent (record 068).

type Exported = {
  records: {
    id: string;
    notes: { at: string; body: string }[];
    emails: { kind: string; to: string; subject: string; text: string | null }[];
  }[];
  emails: { kind: string; to: string; subject: string; text: string | null }[];
};

describe(`the person's data export (${engine})`, () => {
  beforeAll(() => productionEnv());
  const database = databaseForThisFile();

  it("holds staff notes and the e-mails sent to the person, and no staff copies", async () => {
    const staff = await addAccount(database.db, "admin");
    const email = "pia.person@example.com";
    await submitQuote({ ...guardFields(), ...sampleQuote, email }, visitor(), database.db);
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.email, email));
    const id = quote?.id ?? "";
    expect(await addNote("quotes", id, "Wants a discount; call on Friday.", staff)).toEqual({
      ok: true,
    });
    await addNote("quotes", id, "Typo, removed.", staff);
    const [removed] = await database.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.body, "Typo, removed."));
    await removeNote("quotes", id, removed?.id ?? "", staff);
    const replied = await replyToLead(
      "quotes",
      id,
      staff,
      { subject: "Your quote", body: "Here is our offer: 12 weeks." },
      database.db,
    );
    expect(replied.ok).toBe(true);
    await enqueueNotice(database.db, {
      kind: "reset-password",
      to: email,
      subject: "Reset your password",
      html: "<a href='https://x/reset?token=secret-token'>Reset</a>",
      text: "https://x/reset?token=secret-token",
    });

    const zip = unzipSync(
      await personDataZip(database.db, await findPersonData(database.db, email)),
    );
    const data = JSON.parse(strFromU8(zip["data.json"] ?? new Uint8Array())) as Exported;
    const record = data.records.find((r) => r.id === id);
    expect(record?.notes.map((note) => note.body)).toEqual(["Wants a discount; call on Friday."]);
    const reply = record?.emails.find((mail) => mail.kind === "reply");
    expect(reply).toMatchObject({ to: email, subject: "Your quote" });
    expect(reply?.text).toContain("Here is our offer: 12 weeks.");
    // Staff copies (the notice to the mailbox, alerts) are not the person's.
    const staffCopies = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, id));
    expect(staffCopies.some((mail) => mail.kind === "quote")).toBe(true);
    expect(record?.emails.every((mail) => mail.to === email)).toBe(true);
    // An account e-mail is listed, without its live link.
    expect(data.emails).toEqual([
      expect.objectContaining({
        kind: "reset-password",
        subject: "Reset your password",
        text: null,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("secret-token");
  });
});
