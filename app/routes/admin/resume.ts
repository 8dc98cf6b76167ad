import { isRecordId } from "~/lib/ids";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { findResume } from "~/server/dashboard/jobs-admin.server";
import { privateNoStore } from "~/server/http/headers.server";
import { invariantResponse } from "~/server/http/responses.server";
import { recordDownload } from "~/server/privacy/audit.server";
import type { Route } from "./+types/resume";

/** An applicant's résumé, for admin and hr only, always as a download. */
export async function loader({ request, params: { id } }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "applications");
  const file = isRecordId(id) ? await findResume(id) : null;
  invariantResponse(file, "Not found", { status: 404 });
  await recordDownload(request, viewer, "resume-download", { kind: "applications", id });
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}
