import { type FormResult, formDone } from "~/lib/forms/result";
import { templateForm, templatePurpose } from "~/lib/forms/template";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import { hasAutoReply } from "~/lib/lead-capabilities";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import {
  fillAutoReply,
  sampleAutoReplyValues,
  sampleValues,
  type TemplateSetting,
} from "~/lib/mail-templates";
import { applicationStatuses } from "~/lib/statuses";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { enqueueNotice } from "../mail/outbox.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { defaultAutoReply, defaultStatusEmails } from "./defaults.server";
import { personalMail } from "./personal-mail.server";
import {
  autoReplyKey,
  savedTemplates,
  saveTemplate,
  statusEmailKey,
} from "./reply-templates.server";

/** Every list's auto-reply and every application status's e-mail, saved or default. */
export async function loadTemplateSettings(db: Db = defaultDb()) {
  const saved = await savedTemplates(db, "");
  const autoReplies: TemplateSetting[] = leadKindIds.filter(hasAutoReply).map((kind) => {
    const key = autoReplyKey(kind);
    return {
      key,
      label: leadKinds[kind].label,
      kind,
      status: null,
      ...(saved.get(key) ?? defaultAutoReply(kind)),
    };
  });
  const statusEmails: TemplateSetting[] = applicationStatuses.slice(1).map((status) => {
    const key = statusEmailKey(status);
    const template = saved.get(key) ??
      defaultStatusEmails[status] ?? { enabled: false, subject: "", body: "" };
    return { key, label: status, kind: "applications", status, ...template };
  });
  return { autoReplies, statusEmails };
}

/**
 * The template form: `intent=save` stores it (checked: known placeholders, a subject), and
 * `intent=test` sends the form's current text, filled with sample values, to the viewer only.
 */
export async function changeTemplate(
  viewer: SessionUser,
  values: Record<string, string>,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const input = validateForm(templateForm, values);
  if (!input.ok) return refusedInput(input, values);
  const { key, enabled, subject, body } = input.data;
  if (values.intent === "test") {
    const [, kind, status] = key.split(":") as [string, LeadKind, string | undefined];
    // An auto-reply's test is filled as a real one is: without the sender's typed text.
    const mail = status
      ? personalMail({ subject, body }, sampleValues(kind, status))
      : personalMail(
          {
            subject: fillAutoReply(subject, sampleAutoReplyValues(kind)),
            body: fillAutoReply(body, sampleAutoReplyValues(kind)),
          },
          {},
        );
    await enqueueNotice(db, { kind: "template-test", to: viewer.email, ...mail });
    nudgeMailWorker();
    return formDone({ title: `Test e-mail sent to ${viewer.email}.` });
  }
  await saveTemplate(db, key, { enabled, subject, body }, viewer.id);
  const what = templatePurpose(key) === "status" ? "Status e-mail" : "Auto-reply";
  return formDone({ title: `${what} saved.` });
}
