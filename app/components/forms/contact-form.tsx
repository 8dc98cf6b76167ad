import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import type { Viewer } from "~/lib/viewer";
import { FormGuards, type FormMeta } from "./form-guards";
import { FormStatus } from "./form-status";
import { PersonFields } from "./person-fields";
import { PrivacyNotice } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/**
 * The contact form on /contact, posting to the page's own action. With scripts the answer is a
 * toast; without, the page renders it above the form.
 */
export function ContactForm({
  viewer,
  initialMeta,
  plainPost,
}: {
  viewer: Viewer | null;
  initialMeta: FormMeta;
  plainPost?: FormResult;
}) {
  const { Form, formProps, pending, fieldErrors, meta, defaults } = useFormSubmission({
    action: "/contact",
    loadForm: () => import("~/lib/forms/contact").then((m) => m.contactForm),
    initialMeta,
    plainPost,
  });
  return (
    <Form {...formProps} className="relative space-y-4">
      <FormStatus result={plainPost} />
      <FormGuards meta={meta} />
      <fieldset disabled={pending} className="space-y-4">
        <PersonFields idPrefix="contact" viewer={viewer} errors={fieldErrors} defaults={defaults} />
        <PrivacyNotice kind="lead" idPrefix="contact" />
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {pending ? "Sending..." : "Send Message"}
        </Button>
      </fieldset>
    </Form>
  );
}
