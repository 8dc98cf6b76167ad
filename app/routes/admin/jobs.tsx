import { JobsNav, Postings } from "~/components/dashboard/jobs-panel";
import { LoadFailureNotice } from "~/components/dashboard/load-failure";
import { unlistedMeta } from "~/lib/seo";
import { loadJobs } from "~/server/dashboard/lists.server";
import { changeJobs } from "~/server/dashboard/staff-actions.server";
import type { Route } from "./+types/jobs";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

const staff = staffRoute("jobs");

export const loader = staff.loader(async () => ({ jobs: await loadJobs() }));

export const action = staff.formAction((values, viewer) => changeJobs(values, viewer));

export const meta = () => unlistedMeta("Job Postings");

export default function Jobs({ loaderData: { jobs } }: Route.ComponentProps) {
  return (
    <>
      <JobsNav />
      {jobs.ok ? <Postings jobs={jobs.value} /> : <LoadFailureNotice failure={jobs.failure} />}
    </>
  );
}
