import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import { applicationStatuses } from "~/lib/statuses";

export type CandidateEmails = Record<string, { subject: string; text: string }>;

/**
 * An application's status on its record page. Picking a status that has a candidate e-mail
 * shows that e-mail and a checkbox to send it (checked), and waits for "Change status"; other
 * statuses are saved at once, as the lists' dropdown does. Its parent is a wrapping flex row.
 */
export function CandidateStatusForm({
  id,
  status,
  emails,
}: {
  id: string;
  status: string;
  emails: CandidateEmails;
}) {
  const fetcher = useFetcher<FormResult>();
  const [chosen, setChosen] = useState(status);
  useResultToast(fetcher.data, (result) => {
    if (!result.ok) setChosen(status);
  });
  const pending = fetcher.state !== "idle";
  const email = chosen !== status ? emails[chosen] : undefined;
  const statuses: readonly string[] = applicationStatuses;
  return (
    // `contents`: the select sits in the record's header row beside the name, and the e-mail
    // preview wraps below it at full width instead of squeezing the header.
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="id" value={id} />
      <div className="flex items-center justify-end gap-2">
        <label className="sr-only" htmlFor={`status-${id}`}>
          Status
        </label>
        <select
          id={`status-${id}`}
          name="status"
          value={chosen}
          disabled={pending}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setChosen(next);
            if (next !== status && !emails[next]) fetcher.submit(event.currentTarget.form);
          }}
          className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm shadow-sm disabled:opacity-60"
        >
          {!statuses.includes(status) && <option>{status}</option>}
          {statuses.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      {email && (
        <section
          aria-label="Candidate e-mail"
          className="basis-full rounded-xl border border-slate-200 bg-white p-3 text-sm"
        >
          <label className="inline-flex min-h-6 items-center gap-2 font-medium">
            <input type="checkbox" name="sendEmail" value="on" defaultChecked className="size-4" />
            E-mail the candidate
          </label>
          <p className="mt-2 text-slate-600">
            Subject: <span className="font-medium text-ink">{email.subject}</span>
          </p>
          <p className="mt-2 whitespace-pre-line break-words rounded-md bg-slate-50 p-2 text-ink">
            {email.text}
          </p>
          <div className="mt-3 flex gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              Change status
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => setChosen(status)}
              disabled={pending}
            >
              Cancel
            </Button>
          </div>
        </section>
      )}
    </fetcher.Form>
  );
}
