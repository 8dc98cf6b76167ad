import { isRecordId } from "../ids";
import { leadKindIds } from "../lead-kinds";
import { type FormDefinition, withoutControlChars } from "./fields";
import { failureToasts } from "./toasts";
import { z } from "./zod";

// The record page's workspace forms: owner, note, follow-up; and the automatic assignment
// settings. Each is checked in the browser and again on the server.

export const NOTE_MAX = 5000;

const ownerSchema = z.object({
  ownerId: z.string({ error: "Choose an owner." }).trim(),
});

/** Assign or reassign a record; an empty owner leaves it unassigned. */
export const ownerForm: FormDefinition<typeof ownerSchema> = {
  schema: ownerSchema,
  required: [],
  ...failureToasts("Owner not changed", "Choose an owner."),
  success: { title: "Owner updated." },
};

const noteSchema = z.object({
  body: z
    .string({ error: "Write a note." })
    .overwrite(withoutControlChars)
    .trim()
    .min(1, "Write a note.")
    .max(NOTE_MAX, `A note can have at most ${NOTE_MAX.toLocaleString("en-US")} characters.`),
});

/** A staff note: plain text, 1–5,000 characters. */
export const noteForm: FormDefinition<typeof noteSchema> = {
  schema: noteSchema,
  required: ["body"],
  ...failureToasts("Note not added", "Write a note."),
  success: { title: "Note added." },
};

const noteIdSchema = z.object({
  noteId: z.string().refine(isRecordId, "This note does not exist."),
});

export const removeNoteForm: FormDefinition<typeof noteIdSchema> = {
  schema: noteIdSchema,
  required: ["noteId"],
  ...failureToasts("Note not deleted", "This note does not exist."),
  success: { title: "Note deleted." },
};

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const followUpSchema = z.object({
  date: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || isDay(value), "Enter the date as YYYY-MM-DD."),
  time: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
      "Enter the time as HH:MM.",
    ),
});

/** The next step: a date and an optional time (none: all day). No date clears it. */
const followUpWithDate = followUpSchema.refine((value) => Boolean(value.date) || !value.time, {
  message: "Choose a date for this time.",
  path: ["date"],
});

export const followUpForm: FormDefinition<typeof followUpWithDate> = {
  schema: followUpWithDate,
  required: [],
  ...failureToasts("Follow-up not saved", "Choose a date."),
  success: { title: "Follow-up saved." },
};

const ruleSchema = z.object({
  kind: z.enum(leadKindIds, { error: "Unknown list." }),
  mode: z.enum(["off", "round_robin"], { error: "Choose off or round robin." }),
  staffIds: z.array(z.string().trim().min(1)).max(50, "Choose at most 50 staff members."),
});

/** One list's automatic assignment. */
export const assignmentRuleForm: FormDefinition<typeof ruleSchema> = {
  schema: ruleSchema,
  required: ["kind", "mode"],
  ...failureToasts("Settings not saved", "Choose a list and a mode."),
  success: { title: "Assignment settings saved." },
};
