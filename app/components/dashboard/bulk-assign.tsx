import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { buttonStyles } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/**
 * Assigns the selected rows (their checkboxes name this form) to a staff member, or to nobody.
 * Posts intent `assign` to the list's own action; the toast says how many changed.
 */
export function BulkAssign({
  formId,
  owners,
  count,
  onDone,
}: {
  formId: string;
  owners: { id: string; name: string }[];
  count: number;
  onDone: () => void;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data, (result) => result.ok && onDone());
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      id={formId}
      aria-label="Assign selected records"
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="intent" value="assign" />
      <span className="text-slate-600 tabular-nums" aria-live="polite">
        {count} selected
      </span>
      <label className="sr-only" htmlFor={`${formId}-owner`}>
        Assign to
      </label>
      <select
        id={`${formId}-owner`}
        name="owner"
        defaultValue=""
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="" disabled>
          Assign to…
        </option>
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.name}
          </option>
        ))}
        <option value="unassigned">Unassigned</option>
      </select>
      <button
        type="submit"
        disabled={pending}
        className={buttonStyles({ size: "sm", variant: "secondary", className: "h-8" })}
      >
        Assign
      </button>
    </fetcher.Form>
  );
}
