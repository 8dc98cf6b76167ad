import { PreviewFrames } from "~/components/content/preview-frames";
import { Button } from "~/components/ui/button";
import { InputField, labelledControls, TextareaField } from "~/components/ui/field";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";

export type EditedIssue = {
  subject: string;
  body: string;
  ratePerMinute: number | null;
  status: "draft" | "scheduled" | "sending" | "sent";
};

/**
 * A draft's subject, Markdown body and pace. Once it is scheduled or sent it can't change, and
 * the form says so; what was typed stays in the fields after a refused save.
 */
export function IssueEditor({ issue, defaultRate }: { issue: EditedIssue; defaultRate: number }) {
  const { fetcher, errors } = useFetcherForm();
  const locked = issue.status !== "draft";
  const control = labelledControls<keyof EditedIssue>("issue", errors);
  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label="Issue"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="save" />
      {locked && (
        <p className="rounded bg-slate-100 px-3 py-2 text-slate-700 text-sm">
          This issue is {issue.status}: it can no longer be changed.
        </p>
      )}
      <fieldset disabled={locked || fetcher.state !== "idle"} className="space-y-3">
        <InputField
          {...control("subject", "Subject")}
          defaultValue={issue.subject}
          maxLength={200}
        />
        <TextareaField
          {...control("body", "Body (Markdown)")}
          defaultValue={issue.body}
          rows={16}
          className="font-mono text-sm"
        />
        <div className="w-64">
          <InputField
            {...control("ratePerMinute", "Rate (mails a minute)")}
            optional
            inputMode="numeric"
            placeholder={`List default: ${defaultRate}`}
            defaultValue={issue.ratePerMinute ?? ""}
          />
        </div>
        {!locked && (
          <Button type="submit" size="sm">
            Save draft
          </Button>
        )}
      </fieldset>
    </fetcher.Form>
  );
}

/**
 * The mail as subscribers will see it, at a phone's 375 px and a desktop's 1280 px (shown at
 * half size). The frames hold the rendered HTML itself, sandboxed: no scripts, no navigation.
 */
export function MailPreview({ html, subject }: { html: string; subject: string }) {
  return (
    <PreviewFrames name={subject} frame={{ srcDoc: html, sandbox: "" }} phoneHeight="h-[600px]" />
  );
}
