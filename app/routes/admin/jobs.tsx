import { JobsNav, Postings } from "~/components/dashboard/jobs-panel";
import { LoadFailureNotice } from "~/components/dashboard/load-failure";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { loadJobs } from "~/server/dashboard/lists.server";
import { changeJobs } from "~/server/dashboard/staff-actions.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/jobs";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "jobs");
  return personal({ jobs: await loadJobs() });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "jobs");
  return formAnswer(await changeJobs((await readTextForm(request)) ?? {}, viewer));
}

export function meta() {
  return [{ title: pageTitle("Job Postings") }, { name: "robots", content: "noindex" }];
}

export default function Jobs({ loaderData: { jobs } }: Route.ComponentProps) {
  return (
    <>
      <JobsNav />
      {jobs.ok ? <Postings jobs={jobs.value} /> : <LoadFailureNotice failure={jobs.failure} />}
    </>
  );
}
