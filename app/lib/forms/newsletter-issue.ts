import { type FormDefinition, optionalText, requiredText } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

// The newsletter's staff forms (record 111): an issue's words and pace, and the list's default pace.

/** A pace typed in a form: blank is "not set" (the list's default), else 1 to 100,000 a minute. */
const rate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .pipe(
    z.union([
      z.literal("").transform(() => null),
      z
        .string()
        .regex(/^\d{1,6}$/, "Rate must be a whole number of mails per minute.")
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, "Rate must be between 1 and 100000 a minute.")
            .max(100_000, "Rate must be between 1 and 100000 a minute."),
        ),
    ]),
  );

export const newsletterIssueSchema = z.object({
  subject: requiredText("Subject", 200),
  body: optionalText("Body", 50_000).transform((value) => value ?? ""),
  ratePerMinute: rate,
});

export const newsletterIssueForm: FormDefinition<typeof newsletterIssueSchema> = {
  schema: newsletterIssueSchema,
  required: ["subject"],
  missing: failure("Missing subject")("Please give the issue a subject."),
  success: { title: "Issue saved" },
  saveFailed: failure("Not saved")("Could not save the issue. Please try again."),
};

export const newsletterSettingsSchema = z.object({
  defaultRatePerMinute: rate.pipe(z.number({ error: "Enter a rate." })),
});

export const newsletterSettingsForm: FormDefinition<typeof newsletterSettingsSchema> = {
  schema: newsletterSettingsSchema,
  required: ["defaultRatePerMinute"],
  missing: failure("Missing rate")("Please enter how many mails a minute the list sends."),
  success: { title: "Sending rate saved" },
  saveFailed: failure("Not saved")("Could not save the rate. Please try again."),
};
