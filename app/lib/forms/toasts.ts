import type { ToastMessage } from "~/lib/toast";

// The toasts a form definition names (fields.ts, FormDefinition), built alike for every form.

/**
 * Destructive toasts under one title: `failure("Deal not saved")()` is the toast with no
 * description, `failure("Deal not saved")("Choose a stage.")` the one naming the problem; the
 * function itself (message in, toast out) serves as a form's `invalid`.
 */
export const failure =
  (title: string) =>
  (description?: string): ToastMessage =>
    description === undefined
      ? { title, variant: "destructive" }
      : { title, description, variant: "destructive" };

/**
 * The failure toasts of a form whose every failure carries one title (the staff forms): the
 * missing-field text, the first field's message for invalid input, and none when saving failed.
 */
export const failureToasts = (title: string, missing: string) => {
  const failed = failure(title);
  return { missing: failed(missing), invalid: failed, saveFailed: failed() };
};

/** A public form's toast when what was sent could not be stored ("your message", "your request"). */
export const submissionFailed = (what: string) =>
  failure("Submission Failed")(`Could not save ${what}. Please try again.`);
