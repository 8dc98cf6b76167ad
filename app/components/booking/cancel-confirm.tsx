import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { CANCEL_REASON_MAX } from "~/lib/forms/meeting-cancel";
import type { meetingWords } from "~/lib/meeting-words";

/**
 * "Are you sure" before a visitor cancels (record 117), with an optional reason for the host.
 * Reached by `?cancel=1`, so it works without scripts; with them, it takes focus on arrival.
 */
export function CancelConfirm({
  words,
  timeZone,
  keepUrl,
  error,
}: {
  words: ReturnType<typeof meetingWords>;
  timeZone: string;
  keepUrl: string;
  error: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state === "submitting";
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="cancel-title"
      className="mt-6 max-w-xl rounded-lg border border-red-200 bg-red-50 p-5"
    >
      <h2
        id="cancel-title"
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-ink text-lg focus:outline-none"
      >
        {words.cancel}?
      </h2>
      <p className="mt-1 text-slate-700">
        Are you sure? We will let them know and withdraw the invitation.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="tz" value={timeZone} />
        <div className="flex flex-col gap-1">
          <label htmlFor="cancel-reason" className="font-semibold text-ink text-sm">
            Reason (optional)
          </label>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            aria-describedby={error ? "cancel-reason-error" : "cancel-reason-hint"}
            aria-invalid={error ? true : undefined}
            className="rounded-md border border-slate-300 bg-white p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          />
          {error ? (
            <p id="cancel-reason-error" className="text-red-700 text-sm">
              {error}
            </p>
          ) : (
            <p id="cancel-reason-hint" className="text-slate-600 text-sm">
              Only the person you were to meet sees it.
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonStyles({ variant: "danger" })}>
            Yes, cancel it
          </button>
          <Link to={keepUrl} preventScrollReset className={buttonStyles({ variant: "secondary" })}>
            No, keep it
          </Link>
        </div>
      </Form>
    </section>
  );
}
