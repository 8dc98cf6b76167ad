import type { FormDefinition } from "./fields";
import { failure, failureToasts } from "./toasts";
import { z } from "./zod";

/** The most leads a month's goal may name. */
export const MAX_GOAL_LEADS = 100_000;

/** A month's lead goal (admins, the Analytics page; record 084). */
export const analyticsGoalSchema = z.object({
  month: z
    .string({ error: "Choose a month." })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Choose a month."),
  leads: z
    .string({ error: "Leads goal is required." })
    .trim()
    .min(1, "Leads goal is required.")
    .regex(/^\d{1,6}$/, "Leads goal must be a whole number.")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `Leads goal must be between 1 and ${MAX_GOAL_LEADS}.`)
        .max(MAX_GOAL_LEADS, `Leads goal must be between 1 and ${MAX_GOAL_LEADS}.`),
    ),
});

export const analyticsGoalForm: FormDefinition<typeof analyticsGoalSchema> = {
  schema: analyticsGoalSchema,
  required: ["month", "leads"],
  ...failureToasts("Goal not saved", "Leads goal is required."),
  success: { title: "Goal saved." },
};

/** The viewing admin's own weekly report by e-mail: on or off (record 084). */
export const weeklyReportSchema = z.object({
  weeklyReport: z.enum(["on", "off"], { error: "Choose on or off." }),
});

export const weeklyReportForm: FormDefinition<typeof weeklyReportSchema> = {
  schema: weeklyReportSchema,
  required: ["weeklyReport"],
  missing: failure("Nothing changed")(),
  invalid: failure("Nothing changed")("Choose on or off."),
  success: { title: "Weekly report saved." },
  saveFailed: failure("Nothing changed")(),
};
