import { isLeadKind } from "~/lib/lead-kinds";
import { readListQuery } from "~/lib/list-query";
import { recordDownload } from "~/server/audit/audit.server";
import { areaOfList, requireStaffFor } from "~/server/auth/staff-access.server";
import { exportLeads } from "~/server/dashboard/list-csv.server";
import { csvDownload, invariantResponse, today } from "~/server/http/responses.server";
import type { Route } from "./+types/export";

/** A list, as filtered on screen, as a CSV download. */
export async function loader({ request, params: { kind } }: Route.LoaderArgs) {
  const viewer = await requireStaffFor(request, areaOfList(kind));
  invariantResponse(isLeadKind(kind), "Not found", { status: 404 });
  const search = new URL(request.url).searchParams;
  const csv = await exportLeads(kind, readListQuery(search), { viewerId: viewer.id });
  await recordDownload(
    request,
    viewer,
    "csv-export",
    { kind: "list", id: kind },
    search.toString(),
  );
  return csvDownload(csv, `${kind}-${today()}.csv`);
}
