import type { z } from "zod";
import type { ToastMessage } from "~/lib/toast";
import type { FormDefinition } from "./fields";
import { invalidInput } from "./limits";
import { type FieldErrors, type FormResult, formRefused } from "./result";

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
  if (missingRequired) return { ok: false, fieldErrors, toast: form.missing };
  const { invalid } = form;
  const toast =
    typeof invalid === "function"
      ? invalid(Object.values(fieldErrors)[0] ?? "")
      : (invalid ?? invalidInput);
  return { ok: false, fieldErrors, toast };
}

/** The answer to input that failed validation: 400, what is wrong, and what was typed. */
export function refusedInput(
  validation: Extract<Validation<unknown>, { ok: false }>,
  values?: Record<string, string>,
): FormResult {
  return formRefused(validation.toast, { fieldErrors: validation.fieldErrors, values });
}

/** FormData → plain object of its string fields (files are handled separately). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string") values[key] = value;
  }
  return values;
}
