import { JobFilter } from "~/components/dashboard/job-filter";
import { JobsNav } from "~/components/dashboard/jobs-panel";
import { LeadScreen } from "~/components/dashboard/lead-screen";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { setLeadStatus } from "~/server/dashboard/actions.server";
import { listJobTitles } from "~/server/dashboard/jobs-admin.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/applications";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "applications");
  const search = new URL(request.url).searchParams;
  const [list, jobs] = await Promise.all([
    loadLeadList("applications", viewer, search),
    listJobTitles().catch(() => []),
  ]);
  return personal({ list, jobs });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "applications");
  return formAnswer(
    await setLeadStatus("applications", viewer, (await readTextForm(request)) ?? {}),
  );
}

export function meta() {
  return [{ title: pageTitle("Applications") }, { name: "robots", content: "noindex" }];
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JobsNav current="applications" />
      <JobFilter jobs={loaderData.jobs} />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
