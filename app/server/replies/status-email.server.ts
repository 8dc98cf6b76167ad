import { type FormResult, formDone, formRefused, problem } from "~/lib/forms/result";
import { statusForm } from "~/lib/forms/status";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { applicationStatuses } from "~/lib/statuses";
import type { SessionUser } from "../auth/session.server";
import { changeLeadStatus } from "../dashboard/lead-lists.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadForMail } from "../leads/lead-values.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { personalMail } from "./personal-mail.server";
import { loadTemplate, statusEmailKey } from "./reply-templates.server";

/** The e-mail a candidate would get for each status that has one turned on, filled for them. */
export async function candidateEmailPreviews(
  applicationId: string,
  db: Db = defaultDb(),
): Promise<Record<string, { subject: string; text: string }>> {
  const previews: Record<string, { subject: string; text: string }> = {};
  for (const status of applicationStatuses) {
    const template = await loadTemplate(db, statusEmailKey(status));
    if (!template?.enabled) continue;
    const lead = await leadForMail(db, "applications", applicationId, status);
    if (!lead) return {};
    const mail = personalMail(template, lead.values);
    previews[status] = { subject: mail.subject, text: mail.text };
  }
  return previews;
}

/** Queues the status's candidate e-mail in the status change's transaction, if it has one. */
async function queueStatusEmail(tx: Db, applicationId: string, status: string) {
  const template = await loadTemplate(tx, statusEmailKey(status));
  if (!template?.enabled) return;
  const lead = await leadForMail(tx, "applications", applicationId, status);
  if (!lead) return;
  await enqueueLeadMail(
    tx,
    { kind: "applications", id: applicationId },
    {
      kind: "status-email",
      to: lead.email,
      ...personalMail(template, lead.values),
    },
  );
}

/**
 * An application's status change with its candidate e-mail (the record page's checkbox): the
 * change and the e-mail are saved together; no e-mail when the status did not change.
 */
export async function changeStatusAndEmail(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
  ip: string | null = null,
): Promise<FormResult> {
  const form = statusForm("applications");
  const input = validateForm(form, values);
  if (!input.ok) return refusedInput(input);
  const { id, status } = input.data;
  const result = await changeLeadStatus("applications", id, status, viewer, db, {
    also: (tx) => queueStatusEmail(tx, id, status),
    ip,
  });
  if (!result.ok) return formRefused(problem("Error updating status", result.message));
  nudgeMailWorker();
  return formDone({
    title: "Status updated!",
    description: "The candidate's e-mail is on its way.",
  });
}
