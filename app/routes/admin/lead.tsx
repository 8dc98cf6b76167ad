import { RecordView } from "~/components/dashboard/record-view";
import { isRecordId } from "~/lib/ids";
import { isLeadKind, leadKinds } from "~/lib/lead-kinds";
import { unlistedMeta } from "~/lib/seo";
import { clientIp } from "~/server/audit/audit.server";
import { areaOfList, mayUse, requireStaffFor } from "~/server/auth/staff-access.server";
import { isBookingKind } from "~/server/booking/booking.server";
import { leadMeetings } from "~/server/booking/lead-meetings.server";
import { resumeSummary } from "~/server/careers/resume-download.server";
import { leadDetail } from "~/server/dashboard/lead-lists.server";
import { markRecordOpened } from "~/server/dashboard/record-views.server";
import { db } from "~/server/db/index.server";
import { dealsOfLead } from "~/server/deals/deal-lead.server";
import { formAnswer, invariantResponse, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import { recordQueue } from "~/server/my-work/record-queue.server";
import { listSnippets } from "~/server/replies/snippets.server";
import { candidateEmailPreviews } from "~/server/replies/status-email.server";
import { recordWorkspace } from "~/server/workspace/record.server";
import { recordAction } from "~/server/workspace/record-actions.server";
import type { Route } from "./+types/lead";

export { pipeHeaders as headers } from "~/server/http/headers.server";

export async function loader({ request, params: { kind, id } }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, areaOfList(kind));
  invariantResponse(isLeadKind(kind) && isRecordId(id), "Not found", { status: 404 });
  const detail = await leadDetail(kind, id);
  invariantResponse(detail, "Not found", { status: 404 });
  const search = new URL(request.url).search;
  // Deals are opened from any lead but a job application, by those who work deals (record 113).
  const dealsShown = mayUse(viewer.role, "deals") && !leadKinds[kind].candidate;
  const [workspace, queue, candidateEmails, snippets, resume, deals, meetings] = await Promise.all([
    recordWorkspace(kind, detail.record),
    recordQueue(viewer, kind, id, search),
    leadKinds[kind].candidate ? candidateEmailPreviews(id) : null,
    listSnippets(),
    leadKinds[kind].candidate ? resumeSummary(id) : null,
    dealsShown ? dealsOfLead(db(), kind, id) : null,
    isBookingKind(kind) ? leadMeetings(db(), { kind, id }) : [],
    markRecordOpened(viewer.id, kind, id),
  ]);
  return personal({
    kind,
    record: detail.record,
    viewerId: viewer.id,
    ...workspace,
    ...queue,
    candidateEmails,
    snippets,
    resume,
    deals,
    meetings,
  });
}

/** The record's forms: status, owner, notes, follow-up (see recordAction). */
export async function action({ request, params: { kind, id } }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, areaOfList(kind));
  invariantResponse(isLeadKind(kind) && isRecordId(id), "Not found", { status: 404 });
  const values = (await readTextForm(request)) ?? {};
  return formAnswer(await recordAction(kind, id, viewer, values, clientIp(request)));
}

export const meta = () => unlistedMeta("Record details");

export default function RecordDetail({ loaderData }: Route.ComponentProps) {
  // A new record is a new page: j/k leave nothing half-written behind (an open reply, a note).
  return <RecordView key={`${loaderData.kind}:${loaderData.record.id}`} {...loaderData} />;
}
