import { requireStaffFor } from "~/server/auth/staff-access.server";
import { staffProposalPdf } from "~/server/proposals/staff-pdf.server";
import type { Route } from "./+types/proposal-pdf";

/** Any version's PDF for staff (record 115): as sent or signed, or a draft's preview. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffFor(request, "deals");
  return staffProposalPdf(params.id, params.versionId);
}
