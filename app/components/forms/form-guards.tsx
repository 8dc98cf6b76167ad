import { formMetaFields } from "~/lib/forms/limits";

/** The idempotency key of a rendered form and when it was shown (see `formMetaFields`). */
export type FormMeta = { formKey: string; startedAt: string };

/**
 * Hidden fields every public form carries: the idempotency key, when the form was shown, and a
 * honeypot that people never see (off-screen, skipped by Tab and screen readers).
 */
export function FormGuards({ meta }: { meta: FormMeta }) {
  return (
    <>
      <input type="hidden" name={formMetaFields.formKey} value={meta.formKey} />
      <input type="hidden" name={formMetaFields.startedAt} value={meta.startedAt} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={formMetaFields.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
