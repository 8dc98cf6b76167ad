import { interviewLinkSchema } from "~/lib/forms/interview-link";
import type { FormResult } from "~/lib/forms/result";
import { interviewInvitation } from "~/lib/interview-invitation";
import type { SessionUser } from "../auth/session.server";
import { db as defaultDb } from "../db/index.server";
import { addLeadEvent } from "../leads/lead-events.server";
import { moveLeadStatus } from "../leads/transitions.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { escapeHtml } from "../mail/templates.server";
import { bookedMeeting, bookingLead } from "./booking.server";
import { meetingSubject } from "./meeting-subject.server";
import { bookingUrl } from "./offer.server";

const refused = (description: string): FormResult => ({
  ok: false,
  status: 400,
  toast: { title: "Link not sent", description, variant: "destructive" },
});

/**
 * HR sends a candidate the link to book an interview with the HR pool (record 077): the e-mail,
 * the timeline entry and the move to Interviewing are one transaction.
 */
export async function sendInterviewLink(
  viewer: SessionUser,
  applicationId: string,
  db = defaultDb(),
  /** The client address of the request, for the audit row of the status change. */
  ip: string | null = null,
  /** The form's fields: an optional personal note (record 117). */
  values: Record<string, string> = {},
): Promise<FormResult> {
  const input = interviewLinkSchema.safeParse({ note: values.note });
  if (!input.success) return refused(input.error.issues[0]?.message ?? "Check the note.");
  const lead = await bookingLead(db, "applications", applicationId);
  if (!lead) return refused("This application no longer exists.");
  if (await bookedMeeting(db, lead)) return refused("An interview is booked already.");
  const { subject, text } = interviewInvitation({
    candidateName: lead.name,
    jobTitle: await meetingSubject(db, { leadKind: "applications", leadId: lead.id }),
    note: input.data.note,
    senderName: viewer.name,
    url: bookingUrl("applications", lead.id),
  });
  await db.transaction(async (tx) => {
    await enqueueLeadMail(
      tx,
      { kind: "applications", id: lead.id },
      {
        kind: "meeting",
        to: lead.email,
        subject,
        text,
        html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${text
          .split("\n\n")
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
          .join("")}</body></html>`,
      },
    );
    await addLeadEvent(tx, { kind: "applications", id: lead.id }, "meeting", viewer, {
      action: "link-sent",
    });
    await moveLeadStatus(
      tx,
      lead,
      { by: "happening", happening: "interview-link-sent" },
      { actor: { id: viewer.id, email: viewer.email }, ip },
    );
  });
  nudgeMailWorker();
  return { ok: true, status: 200, toast: { title: "Scheduling link sent" } };
}
