import type { FormResult } from "~/lib/forms/result";
import type { Viewer } from "~/lib/viewer";
import type { FormMeta } from "./form-guards";
import { LeadFormFrame } from "./lead-form-frame";
import { PersonFields } from "./person-fields";
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
  const submission = useFormSubmission({
    action: "/contact",
    loadForm: () => import("~/lib/forms/contact").then((m) => m.contactForm),
    initialMeta,
    plainPost,
  });
  const { fieldErrors, defaults } = submission;
  return (
    <LeadFormFrame
      submission={submission}
      plainPost={plainPost}
      idPrefix="contact"
      sendLabel="Send Message"
    >
      <PersonFields idPrefix="contact" viewer={viewer} errors={fieldErrors} defaults={defaults} />
    </LeadFormFrame>
  );
}
