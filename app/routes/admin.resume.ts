import { can } from "~/server/auth/permissions.server";
import { requireStaff } from "~/server/auth/session.server";
import { findResume } from "~/server/dashboard/jobs-admin.server";
import type { Route } from "./+types/admin.resume";

/** An applicant's résumé, for admin and hr only, always as a download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  if (!can(viewer.role, { applications: ["download"] }))
    throw new Response("Forbidden", { status: 403 });
  const file = /^[0-9a-f-]{36}$/.test(params.id) ? await findResume(params.id) : null;
  if (!file) throw new Response("Not found", { status: 404 });
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
