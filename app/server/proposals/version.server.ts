import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { formatDealReference } from "~/lib/deals";
import { type ProposalState, type ProposalView, proposalTotals } from "~/lib/proposals";
import { productNamer } from "../content/products.server";
import type { Db } from "../db/client.server";
import { deals, proposals, proposalVersions } from "../db/schema.server";

/**
 * Joins a query from proposal versions (made `$dynamic()`) to each version's proposal and that
 * proposal's deal.
 */
export function withProposalAndDeal<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(proposals, eq(proposals.id, proposalVersions.proposalId))
    .innerJoin(deals, eq(deals.id, proposals.dealId));
}

/** What a proposal shows of its deal: its name and the client it is addressed to. */
export const dealAddressee = {
  id: deals.id,
  reference: deals.reference,
  title: deals.title,
  company: deals.company,
  contactName: deals.contactName,
  contactEmail: deals.contactEmail,
};

/** One version with its proposal and deal, as every proposal page and action reads it. */
export async function versionWithDeal(db: Db, versionId: string, lock = false) {
  const query = withProposalAndDeal(
    db
      .select({
        version: proposalVersions,
        proposal: { id: proposals.id, title: proposals.title, dealId: proposals.dealId },
        deal: {
          ...dealAddressee,
          ownerId: deals.ownerId,
          leadKind: deals.leadKind,
          leadId: deals.leadId,
        },
      })
      .from(proposalVersions)
      .$dynamic(),
  ).where(eq(proposalVersions.id, versionId));
  const [row] = await (lock ? query.for("update", { of: proposalVersions }) : query);
  return row ?? null;
}

export type VersionWithDeal = NonNullable<Awaited<ReturnType<typeof versionWithDeal>>>;
export type VersionRow = typeof proposalVersions.$inferSelect;

/** Where a version stands: answered, else expired past its date, else sent or a draft. */
export function versionState(version: VersionRow, today = new Date()): ProposalState {
  if (version.acceptedAt) return "accepted";
  if (version.declinedAt) return "declined";
  if (!version.sentAt) return "draft";
  return version.validUntil < today.toISOString().slice(0, 10) ? "expired" : "sent";
}

/** What the client's page, the preview and the PDF show of a version. */
export async function proposalView(db: Db, row: VersionWithDeal): Promise<ProposalView> {
  const { version, proposal, deal } = row;
  const nameOf = await productNamer(db);
  const totals = proposalTotals(version.lines, version.discountBp, version.taxRateBp);
  return {
    reference: formatDealReference(deal.reference),
    title: proposal.title,
    version: version.version,
    company: deal.company,
    contactName: deal.contactName ?? "",
    currency: version.currency,
    lines: version.lines.map((line, index) => ({
      ...line,
      totalMinor: totals.lineTotalsMinor[index] ?? 0,
      productName: nameOf(line.productSlug),
    })),
    discountBp: version.discountBp,
    taxRateBp: version.taxRateBp,
    totals: {
      subtotalMinor: version.subtotalMinor,
      discountMinor: version.discountMinor,
      taxMinor: version.taxMinor,
      totalMinor: version.totalMinor,
    },
    terms: version.terms,
    validUntil: version.validUntil,
    sentAt: version.sentAt?.toISOString() ?? null,
  };
}
