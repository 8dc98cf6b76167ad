import { LeadScreen } from "~/components/dashboard/lead-screen";
import { TabLists } from "~/components/dashboard/tab-lists";
import { pageTitle } from "~/content/site";
import { leadKinds } from "~/lib/lead-kinds";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { listAction } from "~/server/dashboard/bulk.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import type { Route } from "./+types/newsletter";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Newsletter subscriptions: admins only, as the leads area (record 079).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "leads");
  const search = new URL(request.url).searchParams;
  return personal({ list: await loadLeadList("subscriptions", viewer, search) });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "leads");
  return formAnswer(await listAction("subscriptions", viewer, request));
}

export function meta() {
  return [
    { title: pageTitle(leadKinds.subscriptions.label) },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TabLists current="subscriptions" />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
