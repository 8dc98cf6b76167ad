import { leadKinds } from "../lead-kinds";
import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure, submissionFailed } from "./toasts";
import { z } from "./zod";

/** "Become a partner" on /about (record 106): the contact form's person, and the partnership. */
export const partnershipSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  company: optionalText("Company", limits.company),
  // Not `website`: that name is the honeypot every public form carries (forms/limits).
  websiteUrl: optionalText("Website", limits.company),
  partnership: z.enum(leadKinds.partnerships.choices.partnership, {
    error: "Please select a kind of partnership.",
  }),
  message: requiredText("Message", limits.longText),
});

export const partnershipForm: FormDefinition<typeof partnershipSchema> = {
  schema: partnershipSchema,
  required: ["name", "email", "partnership", "message"],
  missing: failure("Missing details")(
    "Please fill in name, email, kind of partnership, and message.",
  ),
  success: {
    title: "Inquiry Sent!",
    description: "Thank you for your interest in partnering with us. We will be in touch shortly.",
  },
  saveFailed: submissionFailed("your inquiry"),
};
