import type { ToastMessage } from "~/lib/toast";

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/**
 * The one answer every form action gives (leads, applications, auth, jobs, roles, statuses):
 * scripts read it from a fetcher, a plain post gets it as action data. `status` is also the
 * HTTP status. On failure, `values` carries what was typed so a page rendered without scripts
 * can show it again.
 */
export type FormResult = {
  ok: boolean;
  status: number;
  toast: ToastMessage;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

/**
 * The constructors of a FormResult, so every action builds its answer one way (record 120).
 * A string toast is its title.
 */
const toastOf = (toast: ToastMessage | string): ToastMessage =>
  typeof toast === "string" ? { title: toast } : toast;

/** Done as asked: 200, or 201 when it made something new; `values` for the page to show. */
export function formDone(
  toast: ToastMessage | string,
  { status = 200, values }: { status?: 200 | 201; values?: Record<string, string> } = {},
): FormResult {
  return { ok: true, status, toast: toastOf(toast), ...(values && { values }) };
}

/**
 * Refused, nothing changed: 400 unless told (404 gone, 409 changed meanwhile, 403, 429, 500),
 * with what is wrong per field and what was typed, so a page without scripts shows it again.
 */
export function formRefused(
  toast: ToastMessage,
  {
    status = 400,
    fieldErrors,
    values,
  }: { status?: number; fieldErrors?: FieldErrors; values?: Record<string, string> } = {},
): FormResult {
  return {
    ok: false,
    status,
    toast,
    ...(fieldErrors && { fieldErrors }),
    ...(values && { values }),
  };
}

/** The red toast of a refusal: what did not happen, and why. */
export const problem = (title: string, description?: string): ToastMessage => ({
  title,
  ...(description !== undefined && { description }),
  variant: "destructive",
});
