import { isRecordId } from "../ids";
import { workplaceTypes } from "../job-display";
import { type FormDefinition, limits, optionalText, requiredText } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;

export {
  salaryRange,
  type WorkplaceType,
  workplaceLabel,
  workplaceLabels,
  workplaceTypes,
} from "../job-display";

/** Highest yearly salary the form accepts, in whole US dollars. */
export const maxSalary = 10_000_000;

/** An optional yearly salary in whole dollars: blank is null; "120,000" and "$120000" are read. */
const salary = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/[$,\s]/g, "") : ""))
    .refine(
      (value) => value === "" || /^\d{1,8}$/.test(value),
      `${label} must be a whole number of dollars.`,
    )
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || value <= maxSalary, `${label} is too high.`);

/** Job posting form (spec §5): title and location required; expiry date and description optional. */
export const jobSchema = z
  .object({
    // Present when editing; blank or absent when adding.
    id: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isRecordId(value), "This posting does not exist."),
    title: requiredText("Title", 200),
    location: requiredText("Location", 200),
    type: z.string().trim().min(1, "Job Type is required.").max(60).default("Full-time"),
    expirationDate: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Please enter a valid date.")
      .optional()
      .transform((value) => value || null),
    description: optionalText("Description", limits.longText),
    department: optionalText("Department", 100),
    workplaceType: z
      .enum(workplaceTypes, { error: "Please choose on-site, hybrid or remote." })
      .default("on-site"),
    salaryMin: salary("Minimum salary"),
    salaryMax: salary("Maximum salary"),
  })
  .superRefine((job, ctx) => {
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
      ctx.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "Maximum salary must be at least the minimum.",
      });
    }
  });

export type JobInput = z.output<typeof jobSchema>;

/** The job form; checked in the browser before anything is sent, and again on the server. */
export const jobForm: FormDefinition<typeof jobSchema> = {
  schema: jobSchema,
  required: ["title", "location"],
  missing: failure("Missing fields")("Title and location are required."),
  success: { title: "New job added successfully." },
  saveFailed: failure("Failed to save job")(),
};
