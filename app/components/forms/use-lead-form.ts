import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { FormDefinition } from "~/lib/forms/fields";
import type { FieldErrors, SubmissionResult } from "~/lib/forms/validate";
import { type ToastMessage, toast } from "~/lib/toast";

export type FormMeta = { formKey: string; startedAt: string };

const freshMeta = (): FormMeta => ({
  formKey: crypto.randomUUID(),
  startedAt: String(Date.now()),
});

/**
 * Browser side of a lead form: validates with the shared schema, posts to `action`, shows the
 * answer as a toast and resets on success. On any failure the visitor's input stays put.
 * `initialMeta` comes from the server render so the form also works before (or without) scripts.
 */
export function useLeadForm<Schema extends z.ZodType>({
  loadForm,
  action,
  initialMeta,
  check,
  onSuccess,
  onFailure,
}: {
  /** The form's shared schema and texts; loaded on first use, so pages ship no zod up front. */
  loadForm: () => Promise<FormDefinition<Schema>>;
  action: string;
  initialMeta?: FormMeta;
  /** Extra browser-side checks (e.g. the résumé file); return a toast to stop the submit. */
  check?: (formData: FormData) => ToastMessage | null;
  onSuccess?: () => void;
  onFailure?: (result: SubmissionResult) => void;
}) {
  const [pending, setPending] = useState(false);
  // Guards the whole submit, including loading the schema, against a double click.
  const busy = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [meta, setMeta] = useState<FormMeta>(initialMeta ?? { formKey: "", startedAt: "" });

  useEffect(() => setMeta(freshMeta()), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } catch {
      // The form's code could not load (offline, say); nothing was sent and the input stays.
      toast({
        title: "Not sent",
        description: "Please check your connection and try again.",
        variant: "destructive",
      });
    } finally {
      busy.current = false;
    }
  }

  async function submit(element: HTMLFormElement) {
    const formData = new FormData(element);
    const [{ formValues, validateForm }, form] = await Promise.all([
      import("~/lib/forms/validate"),
      loadForm(),
    ]);
    const validation = validateForm(form, formValues(formData));
    if (!validation.ok) {
      setFieldErrors(validation.fieldErrors);
      toast(validation.toast);
      focusFirstInvalid(element, validation.fieldErrors);
      return;
    }
    const problem = check?.(formData);
    if (problem) {
      toast(problem);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const response = await fetch(action, {
        method: "POST",
        body: formData,
        headers: { Accept: "application/json" },
      });
      const result = await readResult(response, form.saveFailed);
      toast(result.toast);
      if (result.ok) {
        element.reset();
        setMeta(freshMeta());
        onSuccess?.();
      } else {
        setFieldErrors(result.fieldErrors ?? {});
        onFailure?.(result);
      }
    } catch {
      toast(form.saveFailed);
    } finally {
      setPending(false);
    }
  }

  return { onSubmit, pending, fieldErrors, meta };
}

async function readResult(response: Response, fallback: ToastMessage): Promise<SubmissionResult> {
  try {
    const body = (await response.json()) as SubmissionResult;
    if (body && typeof body.ok === "boolean" && body.toast) return body;
  } catch {
    // Not our JSON (a proxy error page, say): fall through to the generic failure.
  }
  return { ok: false, toast: fallback };
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  const control = first ? form.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
}
