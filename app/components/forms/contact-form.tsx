import type { FormResult } from "~/lib/forms/result";
import type { Viewer } from "~/lib/viewer";
import type { FormMeta } from "./form-guards";
import { LeadForm } from "./lead-form";

/**
 * The contact form on /contact, posting to the page's own action. With scripts the answer is a
 * toast; without, the page renders it above the form.
 */
export function ContactForm(props: {
  viewer: Viewer | null;
  initialMeta: FormMeta;
  plainPost?: FormResult;
}) {
  return (
    <LeadForm
      {...props}
      action="/contact"
      loadForm={() => import("~/lib/forms/contact").then((m) => m.contactForm)}
      idPrefix="contact"
      sendLabel="Send Message"
    />
  );
}
