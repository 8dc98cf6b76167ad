import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { type AlertMode, alertModes } from "~/lib/alerts";
import type { FormResult } from "~/lib/forms/result";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";

/** One staff member's choice, per list they work, of how they hear of new leads. */
export function AlertSettingsForm({ modes }: { modes: Partial<Record<LeadKind, AlertMode>> }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const lists = Object.entries(modes) as [LeadKind, AlertMode][];
  return (
    <fetcher.Form
      method="post"
      aria-label="Alert preferences"
      className="max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      {lists.map(([kind, mode]) => (
        <fieldset key={kind} className="border-slate-100 border-b pb-3 last:border-b-0">
          <legend className="font-semibold text-ink">{leadKinds[kind].label}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(Object.entries(alertModes) as [AlertMode, string][]).map(([value, label]) => (
              <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`mode:${kind}`}
                  value={value}
                  defaultChecked={mode === value}
                  className="size-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Save alerts
      </Button>
    </fetcher.Form>
  );
}
