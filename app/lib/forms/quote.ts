import { emailField, type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

/** Industry options of the quote form (spec §3). */
export const quoteIndustries = [
  "Healthcare",
  "Finance",
  "Retail",
  "Manufacturing",
  "Education",
  "Technology",
  "Logistics",
  "Other",
] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const quoteSchema = z.object({
  name: requiredText("Full Name", limits.name),
  email: emailField,
  company: optionalText("Company", limits.company),
  industry: z.enum(quoteIndustries, { error: "Please select an industry." }),
  description: requiredText("Project Description", limits.longText),
  outcome: optionalText("Desired Outcome", limits.shortText),
  // A calendar date; empty means no timeline (null).
  timeline: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || (isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
      "Please enter a valid date.",
    )
    .transform((value) => value || null),
});

export type QuoteInput = z.output<typeof quoteSchema>;

export const quoteForm: FormDefinition<typeof quoteSchema> = {
  schema: quoteSchema,
  required: ["name", "email", "industry", "description"],
  missing: failure("Missing information")(
    "Please fill in your name, email, industry and project description.",
  ),
  success: { title: "Quote request sent!", description: "We'll be in touch shortly." },
  saveFailed: failure("Submission failed")("We could not save your request. Please try again."),
};
