import { Link } from "react-router";
import { IssueEditor, MailPreview } from "~/components/newsletter/issue-editor";
import { IssueStatus } from "~/components/newsletter/issue-status";
import { IssueReport, SendPanel } from "~/components/newsletter/send-panel";
import { pageTitle, site } from "~/content/site";
import { isRecordId } from "~/lib/ids";
import { newsletterPaths } from "~/lib/newsletter";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { newsletterIssueAction, newsletterIssuePage } from "~/server/newsletter/issue-page.server";
import type { Route } from "./+types/newsletter-issue";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** One issue (record 111): edit, preview, test, send or schedule, then its report. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  const page = isRecordId(params.id) ? await newsletterIssuePage(params.id) : null;
  invariantResponse(page, "Not Found", { status: 404 });
  return personal(page);
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  invariantResponse(isRecordId(params.id), "Not Found", { status: 404 });
  return formAnswer(
    await newsletterIssueAction(params.id, (await readTextForm(request)) ?? {}, viewer),
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? `Issue: ${loaderData.issue.subject}` : "Issue") },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue, previewHtml, report, rate, confirmed } = loaderData;
  return (
    <div className="space-y-4 py-2">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/newsletter/issues" className="rounded text-brand-700 hover:underline">
          Newsletter issues
        </Link>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-bold text-ink text-lg">{issue.subject}</h2>
        <IssueStatus status={issue.status} />
        {issue.status !== "draft" && issue.status !== "scheduled" && (
          <Link
            to={`${newsletterPaths.archive}/${issue.slug}`}
            className="rounded text-brand-700 text-sm hover:underline"
          >
            View in the archive
          </Link>
        )}
      </div>
      {report && <IssueReport report={report} />}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <IssueEditor key={issue.status} issue={issue} defaultRate={rate} />
        <SendPanel
          status={issue.status}
          scheduledAt={issue.scheduledAt}
          confirmed={confirmed}
          timeZone={site.timeZone}
        />
      </div>
      <section aria-labelledby="preview-heading" className="space-y-2">
        <h2 id="preview-heading" className="font-semibold text-ink">
          Preview
        </h2>
        <MailPreview html={previewHtml} subject={issue.subject} />
      </section>
    </div>
  );
}
