import { weekdayNames } from "../booking";
import type { FormDefinition } from "./fields";
import { failure } from "./toasts";
import { z } from "./zod";

/** The business days' checkboxes, day0 (Sunday) to day6. */
export const weekdays = weekdayNames;

/** A whole number typed in a form; blank is missing, not zero. */
const wholeNumber = (message: string, min: number, max: number, range: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range));

const hour = (label: string, max: number) =>
  wholeNumber(`${label} must be a whole hour.`, 0, max, `${label} must be between 0 and ${max}.`);

/**
 * The digest hour and business hours (admin only). Business days come as checkboxes day0…day6
 * (0 = Sunday), so the form's values stay one string per name.
 */
export const workspaceSettingsSchema = z
  .object({
    digestHour: hour("Digest hour", 23),
    businessStartHour: hour("Opening hour", 23),
    businessEndHour: hour("Closing hour", 24),
    untouchedAfterHours: wholeNumber(
      "Untouched after must be a whole number of hours.",
      1,
      200,
      "Untouched after must be between 1 and 200 hours.",
    ),
    day0: z.string().optional(),
    day1: z.string().optional(),
    day2: z.string().optional(),
    day3: z.string().optional(),
    day4: z.string().optional(),
    day5: z.string().optional(),
    day6: z.string().optional(),
  })
  .transform(({ day0, day1, day2, day3, day4, day5, day6, ...hours }) => ({
    ...hours,
    businessDays: [day0, day1, day2, day3, day4, day5, day6].flatMap((on, day) =>
      on ? [day] : [],
    ),
  }))
  .superRefine((settings, ctx) => {
    if (settings.businessEndHour <= settings.businessStartHour)
      ctx.addIssue({
        code: "custom",
        path: ["businessEndHour"],
        message: "Closing hour must be after the opening hour.",
      });
    if (settings.businessDays.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["days"],
        message: "Choose at least one business day.",
      });
  });

export const workspaceSettingsForm: FormDefinition<typeof workspaceSettingsSchema> = {
  schema: workspaceSettingsSchema,
  required: ["digestHour", "businessStartHour", "businessEndHour", "untouchedAfterHours"],
  missing: failure("Missing fields")(
    "Digest hour, business hours and the untouched limit are required.",
  ),
  invalid: failure("Settings not saved"),
  success: { title: "Workspace settings saved." },
  saveFailed: failure("Settings not saved")(),
};
