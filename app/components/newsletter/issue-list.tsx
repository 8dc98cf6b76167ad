import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/components/ui/field";
import { SelectOptions } from "~/components/ui/select-options";
import { TableHead } from "~/components/ui/table-head";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";
import { formatDateTime } from "~/lib/dates";
import { IssueStatus } from "./issue-status";

export type IssueListRow = {
  id: string;
  subject: string;
  status: "draft" | "scheduled" | "sending" | "sent";
  scheduledAt: string | Date | null;
  sendStartedAt: string | Date | null;
  updatedAt: string | Date;
  sends: number;
};

/** The issues, newest first: a dense table, one row each. */
export function IssueList({ issues }: { issues: IssueListRow[] }) {
  if (issues.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm">
        No issues yet. Start one from a published article or write a short one for e-mail.
      </p>
    );
  return (
    <table className="w-full border-collapse rounded-lg border border-slate-200 bg-white text-sm">
      <caption className="sr-only">Newsletter issues</caption>
      <TableHead
        className="bg-slate-50 text-left text-slate-600"
        cell="px-3 py-2 font-medium"
        columns={[
          "Subject",
          "Status",
          { label: "When", className: "max-sm:hidden" },
          { label: "Copies", className: "text-right" },
        ]}
      />
      <tbody>
        {issues.map((issue) => {
          const when = issue.sendStartedAt ?? issue.scheduledAt ?? issue.updatedAt;
          return (
            <tr key={issue.id} className="border-slate-100 border-t">
              <td className="px-3 py-2">
                <Link
                  to={`/admin/newsletter/issues/${issue.id}`}
                  className="rounded font-medium text-brand-700 hover:underline"
                >
                  {issue.subject}
                </Link>
              </td>
              <td className="px-3 py-2">
                <IssueStatus status={issue.status} />
              </td>
              <td className="px-3 py-2 text-slate-600 max-sm:hidden">{formatDateTime(when)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{issue.sends}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A new issue: from a published article, or blank (a plain post: it leads to the new issue). */
export function NewIssueForm({ articles }: { articles: { id: string; title: string }[] }) {
  return (
    <Form
      method="post"
      aria-label="New issue"
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <input type="hidden" name="intent" value="create" />
      <div className="min-w-60 flex-1">
        <label htmlFor="new-issue-article" className="block font-medium text-ink text-sm">
          Start from
        </label>
        <select
          id="new-issue-article"
          name="articleId"
          className="mt-1 block h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
        >
          <SelectOptions
            none="A blank issue, written for e-mail"
            choices={articles.map((a) => ({ value: a.id, label: `Article: ${a.title}` }))}
          />
        </select>
      </div>
      <Button type="submit" size="sm">
        New issue
      </Button>
    </Form>
  );
}

/** The list's default pace, which an issue without its own rate keeps (admins change it). */
export function RateForm({ rate, mayChange }: { rate: number; mayChange: boolean }) {
  const { fetcher, errors } = useFetcherForm();
  if (!mayChange)
    return (
      <p className="text-slate-600 text-sm">
        The list sends at most {rate} mails a minute unless an issue sets its own rate.
      </p>
    );
  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label="Sending rate"
      className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <input type="hidden" name="intent" value="rate" />
      <div className="w-56">
        <InputField
          id="default-rate"
          label="Default rate (mails a minute)"
          error={errors.defaultRatePerMinute}
          name="defaultRatePerMinute"
          inputMode="numeric"
          defaultValue={rate}
          className="py-1.5"
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
        Save rate
      </Button>
    </fetcher.Form>
  );
}
