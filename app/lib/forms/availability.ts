import { weekdayNames } from "../booking";
import type { FormDefinition } from "./fields";
import { failureToasts } from "./toasts";
import { z } from "./zod";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time such as 09:00.");
const minutes = (max: number) => z.coerce.number().int().min(0).max(max);

/** One weekday: on, from, until (the form's `dayN`, `startN`, `endN`). */
const weekdayFields = Object.fromEntries(
  weekdayNames.flatMap((_, day) => [
    [`day${day}`, z.literal("on").optional()],
    [`start${day}`, time.optional().or(z.literal(""))],
    [`end${day}`, time.optional().or(z.literal(""))],
  ]),
);

const fixedFields = z.object({
  timeZone: z.string().min(1, "Choose your time zone."),
  datesOff: z
    .string()
    .max(4000)
    .default("")
    .refine(
      (text) =>
        text
          .split(/\s+/)
          .filter(Boolean)
          .every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date)),
      "Write dates off as 2026-12-24, one per line.",
    ),
  bufferBeforeMinutes: minutes(120),
  bufferAfterMinutes: minutes(120),
  minNoticeHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  maxPerDay: z.coerce.number().int().min(1).max(24),
  meetingLink: z.string().trim().max(500).default(""),
});

/** The form's fixed fields, typed; the weekdays' `dayN`, `startN`, `endN` are read by name. */
export type AvailabilityInput = z.output<typeof fixedFields> & Record<string, unknown>;

const schema = fixedFields.extend(weekdayFields).superRefine((values, context) => {
  const fields = values as Record<string, unknown>;
  for (const day of weekdayNames.keys()) {
    if (fields[`day${day}`] !== "on") continue;
    const start = String(fields[`start${day}`] ?? "");
    const end = String(fields[`end${day}`] ?? "");
    if (!start || !end || start >= end)
      context.addIssue({
        code: "custom",
        path: [`end${day}`],
        message: `${weekdayNames[day]} must end after it starts.`,
      });
  }
});

/** A staff member's own availability for booked meetings (record 077). */
export const availabilityForm: FormDefinition<typeof schema> = {
  schema,
  required: ["timeZone"],
  ...failureToasts("Availability not saved", "Choose your time zone."),
  success: { title: "Availability saved" },
};
