import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliverOutbox } from "../../../tests/support/outbox";
import { temporaryDirectoryForThisFile } from "../../../tests/support/temporary-directory";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { mySubmissionDetails } from "../accounts/submission-details.server";
import { contactSubmissions, users } from "../db/schema.server";
import { recordAction } from "../workspace/record-actions.server";
import { leadTimeline } from "../workspace/timeline.server";
import { replyToLead } from "./reply.server";
import { listSnippets } from "./snippets.server";

const staff = { id: "r-staff", email: "sam@example.com", name: "Sam", role: "admin" };
const person = { id: "r-person", email: "pat@example.com", name: "Pat", role: "user" };

describe(`a reply from the record page (${engine})`, () => {
  const dataDir = temporaryDirectoryForThisFile("reply-mail-");
  let leadId: string;
  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values([staff, person].map((u) => ({ ...u, emailVerified: true })));
    const [lead] = await db
      .insert(contactSubmissions)
      .values({ name: "Pat", email: person.email, message: "Hello?", userId: person.id })
      .returning({ id: contactSubmissions.id });
    leadId = lead?.id ?? "";
  });

  it("refuses an empty message, naming the field", async () => {
    const result = await replyToLead("contacts", leadId, staff, { subject: "Hi", body: " " });
    expect(result).toMatchObject({ ok: false, fieldErrors: { body: "Message is required." } });
  });

  it("reaches the person with Reply-To the staff member, shows in the timeline and My Account", async () => {
    const body = "Hello Pat,\n\nYes: <we> can help & will call.";
    const result = await replyToLead("contacts", leadId, staff, {
      subject: "Re: your message",
      body,
    });
    expect(result).toMatchObject({ ok: true, toast: { title: "Reply queued." } });
    const entry = async () =>
      (await leadTimeline("contacts", leadId)).find((e) => e.type === "email");
    expect(await entry()).toMatchObject({ state: "queued", label: "Reply from Sam" });
    expect(await mySubmissionDetails(person.id)).toMatchObject({ [leadId]: { messages: [] } });
    const [lead] = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, leadId));
    expect(lead?.firstResponseAt).not.toBeNull();

    const { sent, received } = await deliverOutbox(database.db, dataDir);
    expect(sent).toBe(1);
    const [mail] = received;
    expect(mail?.to).toContain(person.email);
    expect(mail?.replyTo).toContain(staff.email);
    expect(mail?.text).toContain("Yes: <we> can help & will call.");
    expect(mail?.html).toContain("Yes: &lt;we&gt; can help &amp; will call.");
    expect(await entry()).toMatchObject({ state: "sent" });
    const details = await mySubmissionDetails(person.id);
    const [message] = details[leadId]?.messages ?? [];
    expect(message?.subject).toBe("Re: your message");
    expect(message?.text.startsWith(body)).toBe(true);
  });

  it("refuses a CC that is not a list of a few addresses, queueing nothing", async () => {
    const before = (await leadTimeline("contacts", leadId)).length;
    const wrong = await replyToLead("contacts", leadId, staff, {
      subject: "Hi",
      body: "Hello",
      cc: "boss@example.com, not-an-address",
    });
    expect(wrong).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { cc: "CC: enter e-mail addresses separated by commas." },
    });
    const many = Array.from({ length: 6 }, (_, i) => `c${i}@example.com`).join("; ");
    expect(
      await replyToLead("contacts", leadId, staff, { subject: "Hi", body: "Hello", cc: many }),
    ).toMatchObject({ ok: false, fieldErrors: { cc: "CC: at most 5 addresses." } });
    expect(await leadTimeline("contacts", leadId)).toHaveLength(before);
  });

  it("goes out as its author at the company, from the site's address, with its CC", async () => {
    const result = await replyToLead("contacts", leadId, staff, {
      subject: "Re: your message",
      body: "Copying my colleague.",
      cc: "Boss@Example.com, ops@example.com boss@example.com",
    });
    expect(result.ok).toBe(true);
    const entry = (await leadTimeline("contacts", leadId)).find(
      (e) => e.type === "email" && e.state === "queued",
    );
    expect(entry).toMatchObject({
      label: "Reply from Sam",
      cc: ["boss@example.com", "ops@example.com"],
    });
    const { sent, received } = await deliverOutbox(database.db, dataDir, {
      from: "Brazos Digital <site@example.com>",
    });
    expect(sent).toBe(1);
    const [mail] = received;
    expect(mail?.raw).toContain("From: Sam at Brazos Digital <site@example.com>");
    expect(mail?.raw).toContain("Cc: boss@example.com, ops@example.com");
    expect([...(mail?.envelopeTo ?? [])].sort()).toEqual(
      ["boss@example.com", "ops@example.com", person.email].sort(),
    );
    // Answers still come back to the record (or, without inbound mail, to its author).
    expect(mail?.replyTo).toContain(staff.email);
  });

  it("saves a reply as a snippet by its subject, without sending anything", async () => {
    const before = (await leadTimeline("contacts", leadId)).length;
    const values = { intent: "save-snippet", subject: "Pricing", body: "Our rates start at…" };
    expect((await recordAction("contacts", leadId, staff, values)).toast.title).toBe(
      'Snippet "Pricing" saved.',
    );
    await recordAction("contacts", leadId, staff, { ...values, body: "Updated rates." });
    expect(await listSnippets()).toMatchObject([{ name: "Pricing", body: "Updated rates." }]);
    expect(await leadTimeline("contacts", leadId)).toHaveLength(before);
  });
});
