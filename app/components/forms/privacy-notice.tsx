import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  CONSENT_FIELD,
  consentLabel,
  PRIVACY_NOTICE_FIELD,
  PRIVACY_NOTICE_VERSION,
  type PrivacyNoticeKind,
  privacyNoticeText,
} from "~/lib/privacy-notice";

/**
 * The short privacy notice under every public form: what is kept, why, for how long, and a link
 * to the full privacy page. Applications add a required consent checkbox. The notice's version
 * goes with the form and is stored with the submission.
 */
export function PrivacyNotice({
  kind,
  idPrefix,
  error,
  onDark = false,
}: {
  kind: PrivacyNoticeKind;
  idPrefix: string;
  error?: string;
  /** On a dark background (the footer's newsletter sign-up). */
  onDark?: boolean;
}) {
  const consentId = `${idPrefix}-consent`;
  return (
    <div className={`space-y-2 text-xs ${onDark ? "text-slate-300" : "text-slate-600"}`}>
      <input type="hidden" name={PRIVACY_NOTICE_FIELD} value={PRIVACY_NOTICE_VERSION} />
      <p>
        {privacyNoticeText[kind]}{" "}
        <Link
          to="/privacy"
          className={`rounded font-medium underline ${onDark ? "text-white" : "text-brand-700"}`}
        >
          How we handle your data
        </Link>
      </p>
      {kind === "application" && (
        <div>
          <div className="flex items-start gap-2">
            <input
              id={consentId}
              type="checkbox"
              name={CONSENT_FIELD}
              value="yes"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${consentId}-error` : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <label htmlFor={consentId} className="text-ink text-sm">
              {consentLabel}
            </label>
          </div>
          {error && (
            <p id={`${consentId}-error`} className="mt-1.5 text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The end of a lead form (contact, partnership, quote, demo): the lead privacy notice, then the
 * send button, which names what it is doing while the form sends.
 */
export function LeadSend({
  idPrefix,
  pending,
  label,
  pendingLabel,
  ...button
}: Omit<ComponentProps<typeof Button>, "type" | "children"> & {
  idPrefix: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <PrivacyNotice kind="lead" idPrefix={idPrefix} />
      <Button type="submit" {...button}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
