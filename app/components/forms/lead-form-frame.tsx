import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import { FormGuards } from "./form-guards";
import { FormStatus } from "./form-status";
import { PrivacyNotice } from "./privacy-notice";
import type { useFormSubmission } from "./use-form-submission";

/**
 * What every lead form on a page (contact, partnership) wraps its fields in: the answer of a
 * plain post above the form, the bot guards, the privacy notice and the send button, the whole
 * disabled while it sends.
 */
export function LeadFormFrame({
  submission,
  plainPost,
  idPrefix,
  sendLabel,
  children,
}: {
  submission: Pick<ReturnType<typeof useFormSubmission>, "Form" | "formProps" | "pending" | "meta">;
  plainPost?: FormResult;
  idPrefix: string;
  sendLabel: string;
  children: ReactNode;
}) {
  const { Form, formProps, pending, meta } = submission;
  return (
    <Form {...formProps} className="relative space-y-4">
      <FormStatus result={plainPost} />
      <FormGuards meta={meta} />
      <fieldset disabled={pending} className="space-y-4">
        {children}
        <PrivacyNotice kind="lead" idPrefix={idPrefix} />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {pending ? "Sending..." : sendLabel}
        </Button>
      </fieldset>
    </Form>
  );
}
