import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import type { FormResult } from "~/lib/forms/result";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";

/**
 * A record's status dropdown; any status may follow any other (spec §4). It posts to the page
 * it is on (a list or the record page), whose action knows the list.
 */
export function StatusSelect({
  kind,
  id,
  status,
  label,
  compact = false,
}: {
  kind: LeadKind;
  id: string;
  status: string;
  label: string;
  /** A dense list's smaller control. */
  compact?: boolean;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  const shown = pending ? String(fetcher.formData?.get("status") ?? status) : status;
  const statuses: readonly string[] = leadKinds[kind].statuses;
  const settable: readonly string[] = leadKinds[kind].staffSets;
  return (
    <fetcher.Form method="post" className="shrink-0">
      <input type="hidden" name="id" value={id} />
      <label className="sr-only" htmlFor={`status-${id}`}>
        {label}
      </label>
      <select
        id={`status-${id}`}
        name="status"
        value={shown}
        disabled={pending}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className={
          compact
            ? "block h-6 rounded border border-slate-300 bg-white px-1 text-ink text-xs disabled:opacity-60"
            : "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm shadow-sm disabled:opacity-60"
        }
      >
        {!statuses.includes(status) && <option>{status}</option>}
        {statuses.map((option) => (
          <option key={option} disabled={option !== shown && !settable.includes(option)}>
            {option}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="ml-2 text-brand-700 text-sm underline">
          Save
        </button>
      </noscript>
    </fetcher.Form>
  );
}
