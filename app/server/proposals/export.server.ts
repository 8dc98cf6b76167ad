import { asc, inArray } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import { minorToDecimal } from "~/lib/money";
import type { Db } from "../db/client.server";
import { deals, proposals, proposalVersions } from "../db/schema.server";
import { withProposalAndDeal } from "./version.server";

/**
 * The proposals sent on a person's deals, for their data export (record 116): what was
 * offered, when it was sent and opened, and their answer with its name and address; the
 * documents' SHA-256 lets them check the PDFs they hold. Drafts never reached them: left out.
 */
export async function exportedProposals(db: Db, dealIds: string[]) {
  if (dealIds.length === 0) return [];
  const rows = await withProposalAndDeal(
    db
      .select({ version: proposalVersions, title: proposals.title, reference: deals.reference })
      .from(proposalVersions)
      .$dynamic(),
  )
    .where(inArray(proposals.dealId, dealIds))
    .orderBy(asc(proposalVersions.sentAt));
  return rows
    .filter(({ version }) => version.sentAt)
    .map(({ version, title, reference }) => {
      const money = (minor: number) => minorToDecimal(BigInt(minor), version.currency);
      return {
        deal: formatDealReference(reference),
        title,
        version: version.version,
        currency: version.currency,
        lines: version.lines.map((line) => ({ ...line, unitPrice: money(line.unitPriceMinor) })),
        total: money(version.totalMinor),
        terms: version.terms,
        validUntil: version.validUntil,
        sentAt: version.sentAt?.toISOString() ?? null,
        viewedAt: version.viewedAt?.toISOString() ?? null,
        acceptedAt: version.acceptedAt?.toISOString() ?? null,
        acceptedName: version.acceptedName,
        acceptedIp: version.acceptedIp,
        declinedAt: version.declinedAt?.toISOString() ?? null,
        declineReason: version.declineReason,
        documentSha256: version.documentSha256,
        signedSha256: version.signedSha256,
      };
    });
}
