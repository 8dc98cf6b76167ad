import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { limits } from "~/lib/forms/limits";
import type { FormResult } from "~/lib/forms/result";
import { NEWSLETTER_NAME, newsletterPaths } from "~/lib/newsletter";
import { FormGuards } from "./form-guards";
import { FormStatus } from "./form-status";
import { PrivacyNotice } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/**
 * The newsletter sign-up (record 079): e-mail, an optional name and the privacy notice. It
 * posts to /newsletter: with scripts through a fetcher (the answer is a toast), without as a
 * plain post whose page shows the answer. No guard values from the server: the footer sits on
 * cached pages, and the sign-up needs none (subscriptions.server).
 */
export function NewsletterSignup({
  idPrefix = "newsletter",
  label = `Subscribe to ${NEWSLETTER_NAME}`,
  onDark = false,
  plainPost,
}: {
  idPrefix?: string;
  /** The form's name for assistive technology: unique on the page (the footer has one too). */
  label?: string;
  onDark?: boolean;
  plainPost?: FormResult;
}) {
  const { Form, formProps, pending, fieldErrors, meta, defaults } = useFormSubmission({
    action: newsletterPaths.signup,
    loadForm: () => import("~/lib/forms/newsletter").then((m) => m.newsletterForm),
    plainPost,
  });
  const labelClass = cn("block font-medium text-sm", onDark ? "text-white" : "text-ink");
  const error = cn("mt-1.5 text-sm", onDark ? "text-red-300" : "text-red-700");
  const field = (name: "email" | "name", text: string, optional: boolean) => {
    const id = `${idPrefix}-${name}`;
    const problem = fieldErrors[name];
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {text}
          {optional && (
            <span className={cn("ml-1 font-normal", onDark ? "text-slate-300" : "text-slate-500")}>
              (optional)
            </span>
          )}
        </label>
        <Input
          id={id}
          name={name}
          type={name === "email" ? "email" : "text"}
          autoComplete={name}
          maxLength={name === "email" ? limits.email : limits.name}
          defaultValue={defaults?.[name] ?? ""}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="mt-1.5"
        />
        {problem && (
          <p id={`${id}-error`} className={error}>
            {problem}
          </p>
        )}
      </div>
    );
  };
  return (
    <Form {...formProps} aria-label={label} className="relative space-y-3">
      <FormStatus result={plainPost} />
      <FormGuards meta={meta} />
      <fieldset disabled={pending} className="space-y-3">
        {/* "E-mail", as in the newsletter's name: on every page, beside each page's own "Email". */}
        {field("email", "E-mail", false)}
        {field("name", "Name", true)}
        <PrivacyNotice kind="newsletter" idPrefix={idPrefix} onDark={onDark} />
        <Button type="submit">{pending ? "Subscribing..." : "Subscribe"}</Button>
      </fieldset>
    </Form>
  );
}
