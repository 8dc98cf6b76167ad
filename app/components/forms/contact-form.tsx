import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { SubmissionResult } from "~/lib/forms/validate";
import type { Viewer } from "~/lib/viewer";
import { FormGuards } from "./form-guards";
import { FormStatus } from "./form-status";
import { PersonFields } from "./person-fields";
import { type FormMeta, useLeadForm } from "./use-lead-form";

/**
 * The contact form on /contact. With scripts it posts in place and answers with a toast;
 * without, it is a plain post to /contact that renders the answer in the page.
 */
export function ContactForm({
  viewer,
  initialMeta,
  plainPostResult,
}: {
  viewer: Viewer | null;
  initialMeta: FormMeta;
  plainPostResult?: { result: SubmissionResult; values?: Record<string, string> };
}) {
  const { onSubmit, pending, fieldErrors, meta } = useLeadForm({
    loadForm: () => import("~/lib/forms/contact").then((m) => m.contactForm),
    action: "/api/contact-messages",
    initialMeta,
  });
  const posted = plainPostResult?.result;
  const errors = posted && !posted.ok ? (posted.fieldErrors ?? {}) : fieldErrors;
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-4"
      reloadDocument
    >
      <FormStatus result={posted} />
      <FormGuards meta={meta} />
      <fieldset disabled={pending} className="space-y-4">
        <PersonFields
          idPrefix="contact"
          viewer={viewer}
          errors={errors}
          defaults={plainPostResult?.values}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
    </Form>
  );
}
