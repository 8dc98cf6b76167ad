import { useState } from "react";
import type { z } from "zod";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { InputField, labelledControls, SelectField, TextareaField } from "~/components/ui/field";
import { limits } from "~/lib/forms/limits";
import { quoteForm, quoteIndustries, type quoteSchema } from "~/lib/forms/quote";
import { rememberForRegistration } from "~/lib/register-prefill";
import type { Viewer } from "~/lib/viewer";
import { FormGuards } from "./form-guards";
import { IdentityFields } from "./person-fields";
import { LeadSend } from "./privacy-notice";
import { useFormSubmission } from "./use-form-submission";

/** Get a Quote (spec §2 Quote dialog). Anonymous visitors are then invited to register. */
export default function QuoteDialog({
  open,
  onOpenChange,
  viewer,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer: Viewer | null;
  returnFocus?: HTMLElement | null;
}) {
  const [submitted, setSubmitted] = useState(false);
  const { Form, formProps, pending, fieldErrors, meta } = useFormSubmission({
    action: "/api/quotes",
    loadForm: async () => quoteForm,
    onSuccess: (_result, sent) => {
      if (viewer) return onOpenChange(false);
      // "Register" next starts with the name and address just typed.
      if (sent) rememberForRegistration(sent);
      setSubmitted(true);
    },
  });

  // Names checked against the schema, so the form and the server's parse cannot drift apart.
  const control = labelledControls<keyof z.input<typeof quoteSchema> & string>(
    "quote",
    fieldErrors,
  );

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSubmitted(false);
  };

  if (submitted) {
    return (
      <Dialog
        returnFocus={returnFocus}
        open={open}
        onOpenChange={close}
        title="Request Submitted!"
        description="Would you like to register or log in to track the status of your quote?"
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" onClick={() => close(false)}>
            Login
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" onClick={() => close(false)}>
            Register
          </ButtonLink>
          <Button variant="ghost" onClick={() => close(false)}>
            No, thanks
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      returnFocus={returnFocus}
      open={open}
      onOpenChange={close}
      title="Get a Quote"
      description="Fill out the form below and we'll get back to you with a personalized quote."
    >
      <Form {...formProps} className="relative">
        <FormGuards meta={meta} />
        <fieldset disabled={pending} className="space-y-4">
          <IdentityFields
            idPrefix="quote"
            viewer={viewer}
            errors={fieldErrors}
            labels={{ name: "Full Name", email: "Email Address" }}
            paired={false}
          />
          <SelectField {...control("industry", "Industry")} defaultValue="">
            <option value="" disabled>
              Select an industry
            </option>
            {quoteIndustries.map((industry) => (
              <option key={industry}>{industry}</option>
            ))}
          </SelectField>
          <TextareaField
            {...control("description", "Project Description")}
            maxLength={limits.longText}
          />
          <TextareaField
            {...control("outcome", "Desired Outcome")}
            optional
            rows={2}
            maxLength={limits.shortText}
          />
          <InputField {...control("timeline", "Timeline")} optional type="date" />
          <LeadSend
            idPrefix="quote"
            pending={pending}
            label="Submit Request"
            pendingLabel="Submitting..."
            className="w-full"
          />
        </fieldset>
      </Form>
    </Dialog>
  );
}
