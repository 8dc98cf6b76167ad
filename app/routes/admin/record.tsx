import { RecordView } from "~/components/dashboard/record-view";
import { pageTitle } from "~/content/site";
import { isLeadListKind } from "~/lib/dashboard";
import { isRecordId } from "~/lib/ids";
import { areaOfList, requireStaffFor } from "~/server/dashboard/access.server";
import { setLeadStatus } from "~/server/dashboard/actions.server";
import { leadDetail } from "~/server/dashboard/leads.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/record";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request, params: { kind, id } }: Route.LoaderArgs) {
  await requireStaffFor(request, areaOfList(kind));
  invariantResponse(isLeadListKind(kind) && isRecordId(id), "Not found", { status: 404 });
  const detail = await leadDetail(kind, id);
  invariantResponse(detail, "Not found", { status: 404 });
  return personal({ kind, ...detail });
}

/** The status dropdown on this page; the record's list comes from the URL. */
export async function action({ request, params: { kind } }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, areaOfList(kind));
  invariantResponse(isLeadListKind(kind), "Not found", { status: 404 });
  return formAnswer(await setLeadStatus(kind, viewer, (await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("Record details") }, { name: "robots", content: "noindex" }];
}

export default function RecordDetail({ loaderData }: Route.ComponentProps) {
  return <RecordView {...loaderData} />;
}
