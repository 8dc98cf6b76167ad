import type { z } from "zod";
import type { LeadSource } from "~/lib/dashboard";
import { type FormDefinition, formMetaFields } from "~/lib/forms/fields";
import { type FormResult, formDone, formRefused } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { LeadKind } from "~/lib/lead-kinds";
import type { ToastAction, ToastMessage } from "~/lib/toast";
import {
  claimSubmission,
  firstResponse,
  rememberResponse,
  submissionKey,
} from "../abuse/idempotency.server";
import { formRateLimit, hitRateLimit } from "../abuse/rate-limit.server";
import type { Hit } from "../analytics/page-view.server";
import { countLead } from "../analytics/recorder.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadArrived } from "../live/lead-events.server";
import { log } from "../log.server";
import { nudgeMailWorker } from "../mail/outbox-worker.server";
import { recordConsent } from "../privacy/consent.server";
import { answerLead } from "../replies/answer-lead.server";
import { autoAssign } from "../workspace/auto-assign.server";

/** Who sent a form: the client address and, when signed in, the account. */
export type Submitter = {
  ip: string;
  user?: { id: string; email: string; name: string | null } | null;
  /** Where the visitor came from (the `bd_src` cookie, checked), stored with the lead. */
  source?: LeadSource | null;
  /** The sender's request as analytics sees it, counted once the lead is saved (record 097). */
  visit?: Hit | null;
};

export const tooManyRequests: ToastMessage = {
  title: "Too many requests",
  description:
    "You have sent several requests in a short time. Please wait a few minutes and try again.",
  variant: "destructive",
};

/**
 * The path every public form takes: bot check, rate limit, validation, then one transaction
 * that claims the idempotency key and saves the lead with its notice. A retry of the same
 * submission gets the first answer and saves nothing.
 */
export async function intake<Schema extends z.ZodType>(args: {
  kind: LeadKind;
  form: FormDefinition<Schema>;
  values: Record<string, string>;
  submitter: Submitter;
  /** Saves the lead with its notice and returns the lead's id. */
  save: (tx: Db, data: z.output<Schema>, submitter: Submitter) => Promise<string>;
  /** Checks that need the database or a file, after validation and before saving. */
  precheck?: (data: z.output<Schema>) => Promise<FormResult | null>;
  /** A next step the success toast offers, once the lead is saved (a demo's booking link). */
  nextStep?: (tx: Db, leadId: string) => Promise<ToastAction | null>;
  db?: Db;
  minFillMs?: number;
  now?: number;
}): Promise<FormResult> {
  const { kind, form, submitter } = args;
  const db = args.db ?? defaultDb();
  const values = { ...args.values };
  // Signed-in visitors submit as their account, whatever the form posted.
  if (submitter.user) values.email = submitter.user.email;

  // A bot is told it succeeded, so it learns nothing; nothing is saved.
  if (looksAutomated(values, args.minFillMs ?? config().FORM_MIN_FILL_MS, args.now ?? Date.now())) {
    return formDone(form.success);
  }

  // Every step from here may need the database; when it is down, the visitor gets the form's
  // own "could not save" answer, never a bare server error.
  try {
    const rate = await hitRateLimit(db, `${kind}:${submitter.ip}`, formRateLimit());
    if (!rate.allowed) return formRefused(tooManyRequests, { status: 429, values: typed(values) });

    const validation = validateForm(form, values);
    if (!validation.ok) return refusedInput(validation, typed(values));

    const refused = await args.precheck?.(validation.data);
    if (refused) return { ...refused, values: typed(values) };

    let success: FormResult = formDone(form.success, { status: 201 });
    const key = submissionKey(kind, values[formMetaFields.formKey] ?? "", {
      data: validation.data,
      user: submitter.user?.id ?? null,
    });
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimSubmission(tx, key, success))) return false;
      const leadId = await args.save(tx, validation.data, submitter);
      // Nobody waits in silence: the auto-reply, staff alerts and webhook event are saved with
      // the lead (before its assignment, whose webhook event must come second).
      await answerLead(tx, kind, leadId);
      await recordConsent(tx, kind, leadId, values);
      await autoAssign(tx, kind, leadId);
      const action = await args.nextStep?.(tx, leadId);
      if (action) {
        success = { ...success, toast: { ...success.toast, action } };
        await rememberResponse(tx, key, success);
      }
      return true;
    });
    if (!claimed) {
      // A retry of a saved submission: the first answer again, as "already there" (200).
      const first = (await firstResponse(db, key)) as FormResult | null;
      return { ...(first ?? success), status: 200 };
    }
    nudgeMailWorker();
    leadArrived(kind);
    countLead(submitter.visit);
    return success;
  } catch (error) {
    log().error({ err: error, kind }, "saving a submission failed");
    return formRefused(form.saveFailed, { status: 500, values: typed(values) });
  }
}

/** What the visitor typed, to show again after a failure: the form's fields, not its guards. */
function typed(values: Record<string, string>): Record<string, string> {
  const guards = new Set<string>(Object.values(formMetaFields));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !guards.has(name)));
}

/** Honeypot filled, or posted faster than a person could fill the form in. */
export function looksAutomated(values: Record<string, string>, minFillMs: number, now: number) {
  if (values[formMetaFields.honeypot]) return true;
  if (minFillMs === 0) return false;
  const startedAt = Number(values[formMetaFields.startedAt]);
  if (!Number.isFinite(startedAt) || startedAt <= 0) return true;
  return now - startedAt < minFillMs;
}
