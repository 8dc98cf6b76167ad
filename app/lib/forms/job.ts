import { limits, withoutControlChars } from "./fields";
import { z } from "./zod";

export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;

/** Job posting form (spec §5): title and location required; expiry date and description optional. */
export const jobSchema = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  title: z.string().overwrite(withoutControlChars).trim().min(1).max(200),
  location: z.string().overwrite(withoutControlChars).trim().min(1).max(200),
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

export const missingJobFields = "Missing fields: Title and location are required.";

/** The browser-side check before anything is sent. */
export function jobFormProblem(values: { title?: string; location?: string }): string | null {
  return values.title?.trim() && values.location?.trim() ? null : missingJobFields;
}
