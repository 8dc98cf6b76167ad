import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { IntentButton } from "~/components/content/intent-button";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { DescriptionList } from "~/components/ui/description-list";
import { Panel } from "~/components/ui/panel";
import { ScheduleForm } from "~/components/ui/schedule-form";
import { formatDateTime } from "~/lib/dates";
import type { FormResult } from "~/lib/forms/result";

type Props = {
  status: "draft" | "scheduled" | "sending" | "sent";
  scheduledAt: string | null;
  confirmed: number;
  timeZone: string;
};

/** A test to oneself, then send now (after a confirmation) or schedule; a schedule can be undone. */
export function SendPanel({ status, scheduledAt, confirmed, timeZone }: Props) {
  return (
    <Panel id="send-heading" title="Send" level={2}>
      <IntentButton intent="test">Send me a test</IntentButton>
      {status === "draft" && <SendNow confirmed={confirmed} />}
      {status === "draft" && (
        <div className="border-slate-100 border-t pt-3">
          <ScheduleForm id="send-at" name="sendAt" label="Send at" timeZone={timeZone} />
        </div>
      )}
      {status === "scheduled" && scheduledAt && (
        <div className="space-y-2 text-sm">
          <p>Scheduled for {formatDateTime(scheduledAt)}.</p>
          <IntentButton intent="cancel-schedule" variant="ghost">
            Cancel the schedule
          </IntentButton>
        </div>
      )}
      {(status === "sending" || status === "sent") && (
        <p className="text-slate-600 text-sm">
          {status === "sending" ? "Sending to the list now." : "Sent to the list."}
        </p>
      )}
    </Panel>
  );
}

function SendNow({ confirmed }: { confirmed: number }) {
  const [asking, setAsking] = useState(false);
  const fetcher = useFetcher<FormResult>();
  const cancel = useRef<HTMLButtonElement>(null);
  useResultToast(fetcher.data, () => setAsking(false));
  // The question replaces the button that asked it: focus goes to its safe answer.
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <Button type="button" size="sm" onClick={() => setAsking(true)}>
        Send now…
      </Button>
    );
  return (
    <fetcher.Form
      method="post"
      role="group"
      aria-label="Confirm sending"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <input type="hidden" name="intent" value="send-now" />
      <p>
        Send this issue to {confirmed} confirmed {confirmed === 1 ? "subscriber" : "subscribers"}?
        It can't be undone.
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Send to {confirmed} {confirmed === 1 ? "subscriber" : "subscribers"}
        </Button>
        <Button
          ref={cancel}
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setAsking(false)}
        >
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}

export type Report = {
  sent: number;
  delivered: number;
  bounced: number;
  unsubscribed: number;
  links: { url: string; clicks: number }[];
};

/** What became of the issue: counts, then clicks per link (never per person). */
export function IssueReport({ report }: { report: Report }) {
  const figures = [
    ["Sent", report.sent],
    ["Delivered to the mail server", report.delivered],
    ["Bounced", report.bounced],
    ["Unsubscribed after it", report.unsubscribed],
  ] as const;
  return (
    <Panel id="report-heading" title="Report" level={2}>
      <DescriptionList
        pairs={figures}
        className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4"
        pairClass="rounded bg-slate-50 p-2"
        termClass="text-slate-600"
        detailClass="font-semibold text-ink text-lg tabular-nums"
      />
      <table className="w-full text-sm">
        <caption className="text-left font-medium text-slate-600">Clicks per link</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Link</th>
            <th scope="col">Clicks</th>
          </tr>
        </thead>
        <tbody>
          {report.links.map((link) => (
            <tr key={link.url} className="border-slate-100 border-t">
              <td className="max-w-0 truncate py-1 pr-2">{link.url}</td>
              <td className="w-16 py-1 text-right tabular-nums">{link.clicks}</td>
            </tr>
          ))}
          {report.links.length === 0 && (
            <tr>
              <td className="py-1 text-slate-600">The issue has no links.</td>
            </tr>
          )}
        </tbody>
      </table>
    </Panel>
  );
}
