import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure, submissionFailed } from "./toasts";
import { z } from "./zod";

export const contactSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  company: optionalText("Company", limits.company),
  message: requiredText("Message", limits.longText),
});

export type ContactInput = z.output<typeof contactSchema>;

export const contactForm: FormDefinition<typeof contactSchema> = {
  schema: contactSchema,
  required: ["name", "email", "message"],
  missing: failure("Missing details")("Please fill in name, email, and message."),
  success: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We will be in touch shortly.",
  },
  saveFailed: submissionFailed("your message"),
};
