import { JobsNav } from "~/components/dashboard/jobs-panel";
import { LeadScreen } from "~/components/dashboard/lead-screen";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { listAction } from "~/server/dashboard/bulk.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import type { Route } from "./+types/applications";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "applications");
  const search = new URL(request.url).searchParams;
  return personal({ list: await loadLeadList("applications", viewer, search) });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "applications");
  return formAnswer(await listAction("applications", viewer, request));
}

export function meta() {
  return [{ title: pageTitle("Applications") }, { name: "robots", content: "noindex" }];
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JobsNav />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
