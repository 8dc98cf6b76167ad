import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { buttonStyles } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import type { FormResult } from "~/lib/forms/result";

type Period = "applications" | "leads" | "messages" | "newsletterSends";

/**
 * How long closed records are kept before the daily job anonymises them, and how long sent mail
 * and webhook deliveries are kept (record 068).
 */
export function RetentionForm({ retention }: { retention: Record<Period, number> }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.fieldErrors ?? {};
  const field = (name: Period, label: string, min = 30) => (
    <label className="grid gap-0.5 text-slate-600 text-xs">
      {label}
      <input
        type="number"
        name={name}
        min={min}
        max={3650}
        required
        defaultValue={retention[name]}
        aria-invalid={errors[name] ? true : undefined}
        className="h-8 w-28 rounded-md border border-slate-300 bg-white px-2 text-sm"
      />
    </label>
  );
  return (
    <Panel id="retention-heading" title="Retention" dense>
      <p className="text-slate-600 text-sm">
        Days a record is kept after its final status; then the daily job removes the person's name,
        e-mail, message and résumé, and keeps the counts. Sent e-mail (notices, alerts, assignments,
        digests, account e-mails) and the bodies of delivered webhooks go after their own period;
        e-mails to the person about a record go with the record.
      </p>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="retention" />
        {field("applications", "Applications (days after Hired or Rejected)")}
        {field("leads", "Quotes, demos and messages (days after closing)")}
        {field("messages", "Sent e-mail and webhooks (days after sending)", 1)}
        {field("newsletterSends", "Who got which newsletter issue (days after sending)")}
        <button
          type="submit"
          className={buttonStyles({ size: "sm" })}
          disabled={fetcher.state !== "idle"}
        >
          Save
        </button>
      </fetcher.Form>
    </Panel>
  );
}
