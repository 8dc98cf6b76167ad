import { JobsNav } from "~/components/dashboard/jobs-panel";
import { LeadScreen } from "~/components/dashboard/lead-screen";
import { unlistedMeta } from "~/lib/seo";
import { listAction } from "~/server/dashboard/bulk.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import type { Route } from "./+types/applications";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

const staff = staffRoute("applications");

export const loader = staff.loader(async (viewer, request) => {
  const search = new URL(request.url).searchParams;
  return { list: await loadLeadList("applications", viewer, search) };
});

export const action = staff.action((viewer, request) =>
  listAction("applications", viewer, request),
);

export const meta = () => unlistedMeta("Applications");

export default function Applications({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JobsNav />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
