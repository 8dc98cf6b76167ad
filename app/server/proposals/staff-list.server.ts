import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { minorToDecimal } from "~/lib/money";
import type { ProposalDraftStart, StaffProposal } from "~/lib/proposal-staff";
import { formatMinor } from "~/lib/proposals";
import type { Db } from "../db/client.server";
import { deals, proposalLinks, proposals, proposalVersions } from "../db/schema.server";
import { dealAddressee, versionState } from "./version.server";

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A deal's proposals and their versions, newest first, with each version's live links. */
export async function dealProposals(db: Db, dealId: string): Promise<StaffProposal[]> {
  const heads = await db
    .select({ id: proposals.id, title: proposals.title })
    .from(proposals)
    .where(eq(proposals.dealId, dealId))
    .orderBy(desc(proposals.createdAt));
  if (heads.length === 0) return [];
  const versions = await db
    .select({
      row: proposalVersions,
      liveLinks: sql<number>`(select count(*)::int from ${proposalLinks} where ${and(
        eq(proposalLinks.versionId, proposalVersions.id),
        isNull(proposalLinks.revokedAt),
        gt(proposalLinks.expiresAt, sql`now()`),
      )})`,
    })
    .from(proposalVersions)
    .where(
      inArray(
        proposalVersions.proposalId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(desc(proposalVersions.version));
  return heads.map((head) => ({
    ...head,
    versions: versions
      .filter(({ row }) => row.proposalId === head.id)
      .map(({ row, liveLinks }) => ({
        id: row.id,
        version: row.version,
        state: versionState(row),
        total: formatMinor(row.totalMinor, row.currency),
        validUntil: row.validUntil,
        sentAt: iso(row.sentAt),
        viewedAt: iso(row.viewedAt),
        answeredAt: iso(row.acceptedAt ?? row.declinedAt),
        acceptedName: row.acceptedName,
        declineReason: row.declineReason,
        liveLinks,
      })),
  }));
}

/** The builder's start: the latest version of `proposalId` to change, or a blank proposal. */
export async function draftStart(
  db: Db,
  deal: { id: string; title: string; currency: string },
  proposalId: string | null,
  today = new Date(),
): Promise<ProposalDraftStart> {
  const [latest] = proposalId
    ? await db
        .select({ row: proposalVersions, title: proposals.title })
        .from(proposalVersions)
        .innerJoin(proposals, eq(proposals.id, proposalVersions.proposalId))
        .where(and(eq(proposals.id, proposalId), eq(proposals.dealId, deal.id)))
        .orderBy(desc(proposalVersions.version))
        .limit(1)
    : [];
  const rate = (bp: number) => String(bp / 100);
  if (!latest) {
    const month = new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    return {
      proposalId: null,
      title: deal.title,
      currency: deal.currency,
      discount: "0",
      taxRate: "0",
      terms: "",
      validUntil: month,
      lines: [],
    };
  }
  const { row } = latest;
  return {
    proposalId,
    title: latest.title,
    currency: row.currency,
    discount: rate(row.discountBp),
    taxRate: rate(row.taxRateBp),
    terms: row.terms,
    validUntil: row.validUntil,
    lines: row.lines.map((line) => ({
      productSlug: line.productSlug,
      description: line.description,
      quantity: line.quantity,
      unitPrice: minorToDecimal(BigInt(line.unitPriceMinor), row.currency),
      discount: rate(line.discountBp),
    })),
  };
}

/** The deal a proposals page is on, or null. */
export async function proposalDeal(db: Db, dealId: string) {
  const [deal] = await db
    .select({ ...dealAddressee, currency: deals.currency })
    .from(deals)
    .where(eq(deals.id, dealId));
  return deal ?? null;
}
