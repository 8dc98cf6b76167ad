import type { LeadKind } from "~/lib/lead-kinds";
import { autoReplyValues, fillAutoReply } from "~/lib/mail-templates";
import { visitorBookingUrl } from "../booking/offer.server";
import type { Db } from "../db/client.server";
import { leadForMail } from "../leads/lead-values.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { personalMail } from "./personal-mail.server";
import { autoReplyKey, loadTemplate } from "./reply-templates.server";

/**
 * Queues the list's auto-reply to the person who sent a lead, in the transaction that saves
 * the lead: the two are saved together or not at all. Nothing is queued when it is turned off.
 */
export async function queueAutoReply(tx: Db, kind: LeadKind, leadId: string) {
  const template = await loadTemplate(tx, autoReplyKey(kind));
  if (!template?.enabled) return;
  const lead = await leadForMail(tx, kind, leadId);
  if (!lead) return;
  // A demo request's visitor can book a time themselves (record 077), whatever the template says;
  // the template's promise to get in touch stands for whoever would rather wait (record 117).
  const booking = await visitorBookingUrl(tx, kind, leadId);
  // Nothing the sender typed goes back to the address they typed (record 099).
  const values = autoReplyValues(lead.values, lead.choices);
  const body = booking
    ? `${template.body}\n\nRather not wait? Pick a time for your demo: ${booking}`
    : template.body;
  await enqueueLeadMail(
    tx,
    { kind, id: leadId },
    {
      kind: "auto-reply",
      to: lead.email,
      ...personalMail(
        {
          subject: fillAutoReply(template.subject, values),
          body: fillAutoReply(body, values),
        },
        {},
      ),
    },
  );
}
