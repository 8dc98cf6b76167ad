import { emailField, type FormDefinition, limits, optionalText } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

/** The newsletter sign-up (record 079): an address and, if the person likes, a name. */
export const newsletterSchema = z.object({
  email: emailField,
  name: optionalText("Name", limits.name),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;

export const newsletterForm: FormDefinition<typeof newsletterSchema> = {
  schema: newsletterSchema,
  required: ["email"],
  missing: failure("Missing email")("Please enter your email address."),
  // The same answer whether the address was new, pending or already confirmed (record 079).
  success: {
    title: "Check your inbox",
    description: "If this address is not subscribed yet, we have sent it a link to confirm.",
  },
  saveFailed: failure("Not subscribed")("Could not save your subscription. Please try again."),
};
