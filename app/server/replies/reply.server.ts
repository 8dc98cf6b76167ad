import { site } from "~/content/site";
import { replyForm } from "~/lib/forms/reply";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { LeadKind } from "~/lib/lead-kinds";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { markFirstResponse } from "../leads/first-response.server";
import { lockLead } from "../leads/lead-lock.server";
import { leadForMail } from "../leads/lead-values.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { composeMail } from "./personal-mail.server";

/**
 * The record page's reply: a plain-text e-mail to the person, from the company address under
 * the staff member's name, copied to up to REPLY_CC_MAX addresses, with Reply-To set to the staff member, through the outbox; the timeline shows it with its
 * delivery state and My Account shows it once sent. It counts as a first response.
 */
export async function replyToLead(
  kind: LeadKind,
  id: string,
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const input = validateForm(replyForm, values);
  if (!input.ok) return refusedInput(input, values);
  const queued = await db.transaction(async (tx) => {
    if (!(await lockLead(tx, kind, id))) return false;
    const lead = await leadForMail(tx, kind, id);
    if (!lead) return false;
    await enqueueLeadMail(
      tx,
      { kind, id },
      {
        kind: "reply",
        to: lead.email,
        replyTo: viewer.email,
        // As its author, from the site's address (record 118): "Pat Lee at Brazos Digital".
        ...(viewer.name?.trim() ? { fromName: `${viewer.name.trim()} at ${site.brand}` } : {}),
        cc: input.data.cc,
        ...composeMail(input.data.subject, input.data.body),
      },
    );
    await markFirstResponse(tx, kind, id);
    return true;
  });
  if (!queued)
    return formRefused(
      { ...replyForm.saveFailed, description: "This record no longer exists." },
      { status: 404 },
    );
  nudgeMailWorker();
  return formDone(replyForm.success);
}
