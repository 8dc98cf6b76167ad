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
