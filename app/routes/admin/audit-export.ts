import { recordDownload } from "~/server/audit/audit.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { privateNoStore } from "~/server/http/headers.server";
import { exportAudit } from "~/server/privacy/audit-export.server";
import { readAuditFilter } from "~/server/privacy/audit-log.server";
import type { Route } from "./+types/audit-export";

/** The audit log, as filtered on screen, as a CSV download (itself written to the log). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, "users");
  const search = new URL(request.url).searchParams;
  const csv = await exportAudit(readAuditFilter(search));
  await recordDownload(
    request,
    viewer,
    "audit-export",
    { kind: "audit", id: "log" },
    search.toString(),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
      ...privateNoStore,
    },
  });
}
