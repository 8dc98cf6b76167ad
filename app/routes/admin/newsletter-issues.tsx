import { redirect } from "react-router";
import { IssueList, NewIssueForm, RateForm } from "~/components/newsletter/issue-list";
import { NEWSLETTER_NAME } from "~/lib/newsletter";
import { unlistedMeta } from "~/lib/seo";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { privateNoStore } from "~/server/http/headers.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { newsletterListAction, newsletterListPage } from "~/server/newsletter/issue-page.server";
import type { Route } from "./+types/newsletter-issues";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The newsletter's issues (record 111): admins and editors, who run the site's content. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "content");
  return personal(await newsletterListPage(viewer));
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  const result = await newsletterListAction((await readTextForm(request)) ?? {}, viewer);
  if ("id" in result)
    return redirect(`/admin/newsletter/issues/${result.id}`, { headers: privateNoStore });
  return formAnswer(result);
}

export const meta = () => unlistedMeta("Newsletter");

export default function NewsletterIssues({ loaderData }: Route.ComponentProps) {
  const { issues, articles, rate, confirmed, mayChangeRate } = loaderData;
  return (
    <div className="space-y-4 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-ink text-lg">{NEWSLETTER_NAME}</h2>
        <p className="text-slate-600 text-sm">
          {confirmed} confirmed {confirmed === 1 ? "subscriber" : "subscribers"}
        </p>
      </div>
      <NewIssueForm articles={articles} />
      <IssueList issues={issues} />
      <RateForm rate={rate} mayChange={mayChangeRate} />
    </div>
  );
}
