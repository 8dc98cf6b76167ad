import { isRecordId } from "~/lib/ids";
import { db as defaultDb } from "../db/index.server";
import { privateNoStore } from "../http/headers.server";
import { privateFile } from "../http/responses.server";
import { proposalPdf } from "./pdf.server";
import { proposalView, versionWithDeal } from "./version.server";

/**
 * A version's PDF for staff: the signed copy once accepted, else the one sent, else a draft's
 * preview made now (marked a draft by its missing date). 404 unless the version is on the deal.
 */
export async function staffProposalPdf(dealId: string, versionId: string): Promise<Response> {
  const db = defaultDb();
  const row = isRecordId(versionId) ? await versionWithDeal(db, versionId) : null;
  if (!row || row.deal.id !== dealId)
    return new Response("Not found", { status: 404, headers: privateNoStore });
  const { version } = row;
  const pdf =
    version.signedPdf ?? version.documentPdf ?? (await proposalPdf(await proposalView(db, row)));
  const draft = version.sentAt ? "" : "-draft";
  const name = `proposal-${row.deal.reference}-v${version.version}${draft}.pdf`;
  return privateFile(pdf, "application/pdf", "inline", name);
}
