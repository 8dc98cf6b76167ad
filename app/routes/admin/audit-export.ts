import { recordDownload } from "~/server/audit/audit.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { csvDownload, today } from "~/server/http/responses.server";
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
  return csvDownload(csv, `audit-log-${today()}.csv`);
}
