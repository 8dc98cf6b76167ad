import { LeadScreen } from "~/components/dashboard/lead-screen";
import { TabLists } from "~/components/dashboard/tab-lists";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { listAction } from "~/server/dashboard/bulk.server";
import { loadLeadList } from "~/server/dashboard/lists.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import type { Route } from "./+types/contact-messages";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "leads");
  const search = new URL(request.url).searchParams;
  return personal({ list: await loadLeadList("contacts", viewer, search) });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "leads");
  return formAnswer(await listAction("contacts", viewer, request));
}

export function meta() {
  return [{ title: pageTitle("Contact Messages") }, { name: "robots", content: "noindex" }];
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TabLists current="contacts" />
      <LeadScreen list={loaderData.list} />
    </>
  );
}
