import { LeadScreen } from "~/components/dashboard/lead-screen";
import { TabLists } from "~/components/dashboard/tab-lists";
import { pageTitle } from "~/content/site";
import { kindAtPath, leadKinds } from "~/lib/lead-kinds";
import { areaOfList, requireStaffFor } from "~/server/auth/staff-access.server";
import { listAction } from "~/server/dashboard/bulk.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import type { Route } from "./+types/lead-list";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/**
 * Every lead list at /admin/<list> (quotes, demo requests, contact messages, the newsletter,
 * partnership inquiries): the registry's path names the kind, and its area the permission
 * (record 105). A path no kind has is 404, after the same staff check as any admin page.
 */
function listOf(list: string) {
  const kind = kindAtPath(`/admin/${list}`);
  return { kind, area: areaOfList(kind ?? undefined) };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { kind, area } = listOf(params.list);
  const viewer = await requireStaffFor(request, area);
  invariantResponse(kind, "Not found", { status: 404 });
  const search = new URL(request.url).searchParams;
  return personal({ kind, list: await loadLeadList(kind, viewer, search) });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { kind, area } = listOf(params.list);
  const viewer = await requireStaffFor(request, area);
  invariantResponse(kind, "Not found", { status: 404 });
  return formAnswer(await listAction(kind, viewer, request));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const label = loaderData ? leadKinds[loaderData.kind].label : "Not found";
  return [{ title: pageTitle(label) }, { name: "robots", content: "noindex" }];
}

export default function LeadList({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TabLists current={loaderData.kind} />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
