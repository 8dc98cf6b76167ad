import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure, submissionFailed } from "./toasts";
import { z } from "./zod";

export const demoSchema = z.object({
  name: requiredText("Name", limits.name),
  email: emailField,
  company: optionalText("Company", limits.company),
  message: optionalText("Message", limits.longText),
  /** The slug of the product whose card opened the dialog, if any (unknown ones are dropped). */
  product: optionalText("Product", limits.company),
});

export type DemoInput = z.output<typeof demoSchema>;

/** The product a demo is asked for: its slug is posted, its name titles the dialog. */
export type DemoProduct = { slug: string; name: string };

export const demoForm: FormDefinition<typeof demoSchema> = {
  schema: demoSchema,
  required: ["name", "email"],
  missing: failure("Missing Information")("Please fill out your name and email."),
  success: {
    title: "Demo Request Sent!",
    description: "Thank you! We'll be in touch to schedule your demo.",
  },
  saveFailed: submissionFailed("your request"),
};
