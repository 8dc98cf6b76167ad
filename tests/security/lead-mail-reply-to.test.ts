// Every e-mail about a lead carries that lead's Reply-To, whatever its kind: an answer such as
// "can we do 11 instead?" must reach the lead, not a no-reply address (records 075, 099).
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendInterviewLink } from "~/server/booking/interviews.server";
import { cancelMeeting, rescheduleMeeting } from "~/server/booking/meeting-changes.server";
import { demoRequests, emailOutbox, jobApplications } from "~/server/db/schema.server";
import { outboxMessage } from "~/server/mail/outbox-message.server";
import { replyAddress } from "~/server/mail/reply-address.server";
import { queueAutoReply } from "~/server/replies/auto-reply.server";
import { replyToLead } from "~/server/replies/reply.server";
import { changeStatusAndEmail } from "~/server/replies/status-email.server";
import { addBookableStaff, bookLeadAt } from "../support/booking";
import { databaseForThisFile, engine } from "../support/test-database";

process.env.INBOUND_REPLY_DOMAIN = "reply.example.test";

const kim = { id: "rt-kim", email: "kim@example.com", name: "Kim Staff", role: "admin" };
// A Monday, 08:00 in New York; the meetings are days ahead, so both reminders are queued.
const now = new Date("2026-06-01T12:00:00Z");
/** Every kind of mail about a lead to its person, or about its meeting. */
const KINDS = ["auto-reply", "reply", "status-email", "meeting", "meeting-reminder"];

describe(`Reply-To of every e-mail about a lead (${engine})`, () => {
  const database = databaseForThisFile(async () => {
    await addBookableStaff(database.db, [kim]);
  });

  it("answers every mail kind about a lead to that lead", async () => {
    const db = database.db;
    const [demo] = await db
      .insert(demoRequests)
      .values({ name: "Una", email: "una@example.com", status: "New" })
      .returning({ id: demoRequests.id });
    const [application] = await db
      .insert(jobApplications)
      .values({ name: "Wes Candidate", email: "wes@example.com", status: "Received" })
      .returning({ id: jobApplications.id });
    const demoId = demo?.id ?? "";
    const applicationId = application?.id ?? "";
    await queueAutoReply(db, "demos", demoId);
    await replyToLead("demos", demoId, kim, { subject: "Hello", body: "When suits you?" }, db);
    const status = { id: applicationId, status: "Under Review", sendEmail: "on" };
    expect((await changeStatusAndEmail(kim, status, db)).ok).toBe(true);
    // The demo is booked, moved and cancelled (its reminders withdrawn); HR sends the candidate
    // the interview link, which the candidate books.
    const meetingId = await bookLeadAt(db, "demos", demoId, new Date("2026-06-03T14:00:00Z"), now);
    const moved = await rescheduleMeeting(db, meetingId, new Date("2026-06-04T14:00:00Z"), now);
    expect(moved.ok).toBe(true);
    expect(await cancelMeeting(db, meetingId, null, now)).toBe(true);
    expect((await sendInterviewLink(kim, applicationId, db)).ok).toBe(true);
    // The interview stays booked, so its reminders wait in the outbox.
    await bookLeadAt(db, "applications", applicationId, new Date("2026-06-05T14:00:00Z"), now);

    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.kind, KINDS));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(KINDS));
    const leads: Record<string, string | undefined> = {
      [demoId]: replyAddress("demos", demoId),
      [applicationId]: replyAddress("applications", applicationId),
    };
    for (const row of rows) {
      const message = await outboxMessage(db, row);
      const seen = { kind: row.kind, to: row.to, subject: row.subject };
      expect({ ...seen, replyTo: message.replyTo }).toEqual({
        ...seen,
        replyTo: leads[row.leadId ?? ""] ?? "no lead",
      });
    }
    // The visitor's invitation, move and cancellation, and the interview link, are there.
    const subjects = rows.filter((row) => row.kind === "meeting").map((row) => row.subject);
    expect(subjects.some((s) => s.startsWith("Demo booked"))).toBe(true);
    expect(subjects.some((s) => s.startsWith("Demo moved"))).toBe(true);
    expect(subjects.some((s) => s.startsWith("Demo cancelled"))).toBe(true);
    expect(subjects).toContain("Pick a time for your interview");
  });
});
