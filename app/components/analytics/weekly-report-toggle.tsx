import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import type { FormResult } from "~/lib/forms/result";

/**
 * The viewing admin's own weekly report by e-mail, on or off (record 084). The report's mail
 * links here (#weekly-report) to turn it off. Below, last week's report as the mail has it, and
 * "Send me a test", which mails it to the viewer (record 097).
 */
export function WeeklyReportToggle({
  on,
  preview,
}: {
  on: boolean;
  preview: { subject: string; text: string };
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const test = useFetcher<FormResult>();
  useResultToast(test.data);
  const pending = fetcher.state !== "idle";
  return (
    <Panel
      id="weekly-report-heading"
      title={`Weekly report by e-mail: ${on ? "on" : "off"}`}
      dense
      anchor="weekly-report"
    >
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
      <test.Form method="post">
        <input type="hidden" name="intent" value="weekly-report-test" />
        <Button type="submit" size="sm" variant="secondary" disabled={test.state !== "idle"}>
          Send me a test
        </Button>
      </test.Form>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          Preview: {preview.subject}
        </summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-slate-800 text-xs">
          {preview.text}
        </pre>
      </details>
    </Panel>
  );
}
