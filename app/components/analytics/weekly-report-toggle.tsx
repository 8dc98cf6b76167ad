import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/**
 * The viewing admin's own weekly report by e-mail, on or off (record 084). The report's mail
 * links here (#weekly-report) to turn it off.
 */
export function WeeklyReportToggle({ on }: { on: boolean }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <section
      id="weekly-report"
      aria-labelledby="weekly-report-heading"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="weekly-report-heading" className="font-semibold text-ink">
        Weekly report by e-mail: {on ? "on" : "off"}
      </h3>
      <p className="text-slate-700 text-sm">
        On Mondays, last week's visitors, page views, leads and top sources against the week before,
        and the month's goal. Your choice only.
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="weekly-report" />
        <input type="hidden" name="weeklyReport" value={on ? "off" : "on"} />
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {on ? "Turn off weekly report" : "Turn on weekly report"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
