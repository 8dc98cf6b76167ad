import type { LeadKind } from "~/lib/lead-kinds";
import { visitorBookingUrl } from "../booking/offer.server";
import type { Db } from "../db/client.server";
import { enqueueNotice } from "../mail/outbox.server";
import { leadForMail } from "./lead-values.server";
import { personalMail } from "./personal-mail.server";
import { autoReplyKey, loadTemplate } from "./templates.server";

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
  await enqueueNotice(tx, {
    kind: "auto-reply",
    to: lead.email,
    ...personalMail({ ...template, body }, lead.values),
    lead: { kind, id: leadId },
  });
}
