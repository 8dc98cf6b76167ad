import type { LeadKind } from "~/lib/lead-kinds";
import { fillTemplate, type TemplateValues } from "~/lib/mail-templates";
import { visitorBookingUrl } from "../booking/offer.server";
import type { Db } from "../db/client.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { type LeadForMail, leadForMail } from "./lead-values.server";
import { personalMail } from "./personal-mail.server";
import { autoReplyKey, loadTemplate } from "./templates.server";

/**
 * The placeholders an auto-reply fills in. Its address is one nobody has confirmed, so it must
 * not repeat what the sender typed, or the form becomes a free mailer for anyone's text to
 * anyone (record 099): names, company and messages are left out; the reference, the job and
 * what was picked from lists stay.
 */
function pickedValues(lead: LeadForMail): TemplateValues {
  const { reference, job_title, status } = lead.values;
  return {
    name: "",
    first_name: "",
    company: "",
    reference,
    job_title,
    status,
    summary: lead.choices,
  };
}

/** Fills placeholders in, then tidies what a blank name leaves ("Hello ," becomes "Hello,"). */
const filled = (text: string, values: TemplateValues) =>
  fillTemplate(text, values)
    .replace(/[ \t]+([,.!?;:])/g, "$1")
    .replace(/\n{3,}/g, "\n\n");

/**
 * Queues the list's auto-reply to the person who sent a lead, in the transaction that saves
 * the lead: the two are saved together or not at all. Nothing is queued when it is turned off.
 */
export async function queueAutoReply(tx: Db, kind: LeadKind, leadId: string) {
  const template = await loadTemplate(tx, autoReplyKey(kind));
  if (!template?.enabled) return;
  const lead = await leadForMail(tx, kind, leadId);
  if (!lead) return;
  // A demo request's visitor can book a time themselves (record 077), whatever the template says.
  const booking = await visitorBookingUrl(tx, kind, leadId);
  const body = booking
    ? `${template.body}\n\nPick a time for your demo: ${booking}`
    : template.body;
  await enqueueLeadMail(
    tx,
    { kind, id: leadId },
    {
      kind: "auto-reply",
      to: lead.email,
      ...personalMail(
        {
          subject: filled(template.subject, pickedValues(lead)),
          body: filled(body, pickedValues(lead)),
        },
        {},
      ),
    },
  );
}
