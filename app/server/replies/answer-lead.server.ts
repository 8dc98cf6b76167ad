import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { queueLeadAlerts } from "../notifications/alerts.server";
import { queueWebhookEvent } from "../webhooks/events.server";
import { queueAutoReply } from "./auto-reply.server";

/**
 * Everything a new lead sets off, written in the transaction that saves it (so it all exists
 * with the lead or not at all): the person's auto-reply and the staff's "new lead" e-mails and
 * the webhooks' lead.created event.
 */
export async function answerLead(tx: Db, kind: LeadKind, leadId: string) {
  await queueAutoReply(tx, kind, leadId);
  await queueLeadAlerts(tx, kind, leadId);
  await queueWebhookEvent(tx, "lead.created", kind, [leadId]);
}
