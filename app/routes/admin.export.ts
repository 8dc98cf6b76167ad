import { isLeadListKind } from "~/lib/dashboard";
import { can } from "~/server/auth/permissions.server";
import { requireStaff } from "~/server/auth/session.server";
import { exportLeads } from "~/server/dashboard/csv.server";
import type { Route } from "./+types/admin.export";

/** A list, as filtered on screen, as a CSV download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const { kind } = params;
  if (!isLeadListKind(kind)) throw new Response("Not found", { status: 404 });
  const allowed =
    kind === "applications"
      ? can(viewer.role, { applications: ["list"] })
      : can(viewer.role, { leads: ["export"] });
  if (!allowed) throw new Response("Forbidden", { status: 403 });
  const search = new URL(request.url).searchParams;
  const csv = await exportLeads(kind, { status: search.get("status"), q: search.get("q") });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind}-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
