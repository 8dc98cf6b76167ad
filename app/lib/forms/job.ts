import { isRecordId } from "../ids";
import { type FormDefinition, limits, withoutControlChars } from "./fields";
import { z } from "./zod";

export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(withoutControlChars)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Job posting form (spec §5): title and location required; expiry date and description optional. */
export const jobSchema = z.object({
  // Present when editing; blank or absent when adding.
  id: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isRecordId(value), "This posting does not exist."),
  title: text("Title", 200),
  location: text("Location", 200),
  type: z.string().trim().min(1, "Job Type is required.").max(60).default("Full-time"),
  expirationDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Please enter a valid date.")
    .optional()
    .transform((value) => value || null),
  description: z
    .string()
    .overwrite(withoutControlChars)
    .trim()
    .max(limits.longText)
    .optional()
    .transform((value) => value || null),
});

export type JobInput = z.output<typeof jobSchema>;

/** The job form; checked in the browser before anything is sent, and again on the server. */
export const jobForm: FormDefinition<typeof jobSchema> = {
  schema: jobSchema,
  required: ["title", "location"],
  missing: {
    title: "Missing fields",
    description: "Title and location are required.",
    variant: "destructive",
  },
  success: { title: "New job added successfully." },
  saveFailed: { title: "Failed to save job", variant: "destructive" },
};
