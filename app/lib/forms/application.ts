import { consentMissing } from "../privacy-notice";
import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { applicationToasts } from "./resume";
import { failure, submissionFailed } from "./toasts";
import { z } from "./zod";

export { applicationToasts, resumeProblem, resumeRules } from "./resume";

export const applicationSchema = z.object({
  jobId: z.uuid({ error: "Please select a role to apply for." }),
  name: requiredText("Name", limits.name),
  email: emailField,
  message: optionalText("Message", limits.longText),
  // The required consent checkbox (privacy-notice.tsx); its absence is no "Missing info".
  consent: z.literal("yes", { error: consentMissing }),
});

export type ApplicationInput = z.output<typeof applicationSchema>;

export const applicationForm: FormDefinition<typeof applicationSchema> = {
  schema: applicationSchema,
  fieldToasts: { jobId: applicationToasts.noRole },
  required: ["name", "email"],
  missing: failure("Missing info")("Please add your name and email."),
  success: {
    title: "Application Sent!",
    description: "Thank you for applying! We will be in touch.",
  },
  saveFailed: submissionFailed("your application"),
};
