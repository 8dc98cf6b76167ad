import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
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
  missing: {
    title: "Missing details",
    description: "Please fill in name, email, and message.",
    variant: "destructive",
  },
  success: {
    title: "Message Sent!",
    description: "Thank you for contacting us. We will be in touch shortly.",
  },
  saveFailed: {
    title: "Submission Failed",
    description: "Could not save your message. Please try again.",
    variant: "destructive",
  },
};
