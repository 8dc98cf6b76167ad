import { isRecordId } from "~/lib/ids";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { serveResume } from "~/server/careers/resume-download.server";
import { invariantResponse } from "~/server/http/responses.server";
import type { Route } from "./+types/resume";

/** An applicant's résumé, for admin and hr only, as a download named after candidate and job. */
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "applications");
  invariantResponse(isRecordId(id), "Not found", { status: 404 });
  return serveResume(request, viewer, id, "attachment");
}
