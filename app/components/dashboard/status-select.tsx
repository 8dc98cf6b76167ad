import type { LeadListKind } from "~/lib/dashboard";
import { leadLists } from "~/lib/dashboard";
import { useActionFetcher } from "./use-action-fetcher";

/** A record's status dropdown; any status may follow any other (spec §4). */
export function StatusSelect({
  kind,
  id,
  status,
  label,
}: {
  kind: LeadListKind;
  id: string;
  status: string;
  label: string;
}) {
  const fetcher = useActionFetcher();
  const pending = fetcher.state !== "idle";
  const shown = pending ? String(fetcher.formData?.get("status") ?? status) : status;
  return (
    <fetcher.Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="kind" value={kind} />
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
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-ink text-sm shadow-sm disabled:opacity-60"
      >
        {!(leadLists[kind].statuses as readonly string[]).includes(status) && (
          <option>{status}</option>
        )}
        {leadLists[kind].statuses.map((option) => (
          <option key={option}>{option}</option>
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
