import { type FormEvent, startTransition, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { FormDefinition } from "~/lib/forms/fields";
import { notSent } from "~/lib/forms/limits";
import type { FieldErrors, FormResult } from "~/lib/forms/result";
import { type ToastMessage, toast } from "~/lib/toast";
import type { FormMeta } from "./form-guards";
import { useResultToast } from "./use-result-toast";

const freshMeta = (): FormMeta => ({
  formKey: crypto.randomUUID(),
  startedAt: String(Date.now()),
});

/**
 * The browser side of every form: with scripts, a submit is checked with the form's shared
 * schema (loaded on first use, so pages ship no zod up front) and sent through a fetcher to the
 * form's action; the answer shows as a toast, resets the form on success and marks the fields
 * on failure. Without scripts the same form is a plain post to the same action, whose answer
 * (`plainPost`) brings back the field errors and what was typed.
 */
export function useFormSubmission<Schema extends z.ZodType>({
  action,
  encType,
  loadForm,
  check,
  initialMeta,
  plainPost,
  onSuccess,
  onFailure,
}: {
  action: string;
  encType?: "multipart/form-data";
  /** The form's schema and texts; without it, only the server validates. */
  loadForm?: () => Promise<FormDefinition<Schema>>;
  /** Extra browser-side checks (e.g. the résumé file); return a toast to stop the submit. */
  check?: (formData: FormData) => ToastMessage | null;
  /** Guard values from the server render, so the form also works before (or without) scripts. */
  initialMeta?: FormMeta;
  plainPost?: FormResult;
  /** After a success; `sent` is what the form sent (the form itself is reset by then). */
  onSuccess?: (result: FormResult, sent: FormData | null) => void;
  onFailure?: (result: FormResult) => void;
}) {
  const fetcher = useFetcher<FormResult>();
  // Guards the whole submit, including loading the schema, against a double click.
  const busy = useRef(false);
  const lastForm = useRef<HTMLFormElement | null>(null);
  const lastSent = useRef<FormData | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(plainPost?.fieldErrors ?? {});
  const [meta, setMeta] = useState<FormMeta>(initialMeta ?? { formKey: "", startedAt: "" });

  // This visitor's own guard values (the server's may come from a page the cache shares). Not
  // urgent: as a transition, the form's render after hydration yields instead of blocking.
  useEffect(() => startTransition(() => setMeta(freshMeta())), []);

  useResultToast(fetcher.data, (result) => {
    const form = lastForm.current;
    if (result.ok) {
      form?.reset();
      setFieldErrors({});
      setMeta(freshMeta());
      onSuccess?.(result, lastSent.current);
    } else {
      setFieldErrors(result.fieldErrors ?? {});
      if (form) focusFirstInvalid(form, result.fieldErrors);
      onFailure?.(result);
    }
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    lastForm.current = form;
    // Read now: the fields are disabled (and so left out) while the form is sending.
    const formData = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    lastSent.current = formData;
    try {
      if (await refusedInBrowser(form, formData)) return;
      await fetcher.submit(formData, {
        method: "post",
        action,
        encType,
        // Nothing a page shows changes when a form is sent; a redirect still reloads.
        defaultShouldRevalidate: false,
      });
    } catch {
      // The form's code could not load (offline, say); nothing was sent and the input stays.
      toast(notSent);
    } finally {
      busy.current = false;
    }
  }

  /**
   * A field marked in error is checked again as it changes, so its message goes as soon as it is
   * fixed (and changes if it is wrong in another way), not at the next submit.
   */
  async function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !fieldErrors[name] || !loadForm) return;
    const form = event.currentTarget;
    const [{ formValues, validateForm }, definition] = await Promise.all([
      import("~/lib/forms/validate"),
      loadForm(),
    ]);
    const validation = validateForm(definition, formValues(new FormData(form)));
    const still = validation.ok ? undefined : validation.fieldErrors[name];
    setFieldErrors((errors) => {
      if (errors[name] === still) return errors;
      const { [name]: _fixed, ...others } = errors;
      return still ? { ...others, [name]: still } : others;
    });
  }

  async function refusedInBrowser(form: HTMLFormElement, formData: FormData) {
    if (loadForm) {
      const [{ formValues, validateForm }, definition] = await Promise.all([
        import("~/lib/forms/validate"),
        loadForm(),
      ]);
      const validation = validateForm(definition, formValues(formData));
      if (!validation.ok) {
        setFieldErrors(validation.fieldErrors);
        toast(validation.toast);
        focusFirstInvalid(form, validation.fieldErrors);
        return true;
      }
    }
    const problem = check?.(formData);
    if (problem) {
      toast(problem);
      return true;
    }
    setFieldErrors({});
    return false;
  }

  return {
    /** Spread on `<fetcher.Form>`: the plain post without scripts, the fetcher with them. */
    formProps: { method: "post" as const, action, encType, noValidate: true, onSubmit, onChange },
    Form: fetcher.Form,
    pending: fetcher.state !== "idle",
    fieldErrors,
    meta,
    /** The latest answer from the server, with scripts or without. */
    result: fetcher.data ?? plainPost,
    /** What was typed before a failed plain post, to fill the fields again. */
    defaults: plainPost?.values,
  };
}

/**
 * Moves focus to the first field in error, centred in its scroll area, so that a toast at the
 * top or bottom of a small screen never sits over it.
 */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors | undefined) {
  const first = Object.keys(errors ?? {})[0];
  const control = first ? form.elements.namedItem(first) : null;
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: "center" });
}
