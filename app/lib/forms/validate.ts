import type { z } from "zod";
import type { ToastMessage } from "~/lib/toast";
import type { FormDefinition } from "./fields";
import { invalidInput } from "./limits";

export type FieldErrors = Record<string, string>;

export type Validation<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; toast: ToastMessage };

/** Runs a form's schema over posted fields, in the browser and on the server alike. */
export function validateForm<Schema extends z.ZodType>(
  form: FormDefinition<Schema>,
  values: Record<string, unknown>,
): Validation<z.output<Schema>> {
  const result = form.schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  const special = Object.keys(form.fieldToasts ?? {}).find((field) => fieldErrors[field]);
  if (special && form.fieldToasts?.[special]) {
    return { ok: false, fieldErrors, toast: form.fieldToasts[special] };
  }
  const missingRequired = form.required.some((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
  return { ok: false, fieldErrors, toast: missingRequired ? form.missing : invalidInput };
}

/** FormData → plain object of its string fields (files are handled separately). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** The answer to a form submission, as JSON for scripts or as action data for plain posts. */
export type SubmissionResult =
  | { ok: true; toast: ToastMessage }
  | { ok: false; toast: ToastMessage; fieldErrors?: FieldErrors };
