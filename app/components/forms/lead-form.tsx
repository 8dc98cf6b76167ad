import type { ReactNode } from "react";
import type { z } from "zod";
import type { FormDefinition } from "~/lib/forms/fields";
import type { FieldErrors, FormResult } from "~/lib/forms/result";
import type { Viewer } from "~/lib/viewer";
import { FormGuards, type FormMeta } from "./form-guards";
import { FormStatus } from "./form-status";
import { PersonFields } from "./person-fields";
import { LeadSend } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/**
 * Every lead form on a page (contact, partnership), posting to the page's own action: the
 * answer of a plain post above the form, the bot guards, who is asking and their message (with
 * the form's own `fields` between), the privacy notice and the send button, the whole disabled
 * while it sends. With scripts the answer is a toast.
 */
export function LeadForm<Schema extends z.ZodType>({
  action,
  loadForm,
  initialMeta,
  plainPost,
  viewer,
  idPrefix,
  sendLabel,
  fields,
}: {
  action: string;
  loadForm: () => Promise<FormDefinition<Schema>>;
  initialMeta: FormMeta;
  plainPost?: FormResult;
  viewer: Viewer | null;
  idPrefix: string;
  sendLabel: string;
  /** The form's own fields, with their errors and what a failed plain post sent back. */
  fields?: (shown: { errors: FieldErrors; defaults?: Record<string, string> }) => ReactNode;
}) {
  const { Form, formProps, pending, meta, fieldErrors, defaults } = useFormSubmission({
    action,
    loadForm,
    initialMeta,
    plainPost,
  });
  return (
    <Form {...formProps} className="relative space-y-4">
      <FormStatus result={plainPost} />
      <FormGuards meta={meta} />
      <fieldset disabled={pending} className="space-y-4">
        <PersonFields idPrefix={idPrefix} viewer={viewer} errors={fieldErrors} defaults={defaults}>
          {fields?.({ errors: fieldErrors, defaults })}
        </PersonFields>
        <LeadSend
          idPrefix={idPrefix}
          pending={pending}
          label={sendLabel}
          pendingLabel="Sending..."
          size="lg"
          className="w-full sm:w-auto"
        />
      </fieldset>
    </Form>
  );
}
