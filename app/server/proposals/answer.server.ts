import { createHash } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { deals, proposalVersions } from "../db/schema.server";
import { noteOnLead } from "../deals/deal-lead.server";
import { winDeal } from "../deals/won.server";
import { proposalPdf } from "./pdf.server";
import { proposalView, type VersionWithDeal, versionWithDeal } from "./version.server";

// The client's answer to a sent version (record 115): accept (typed name and a ticked box) or
// decline with a reason. Either is one atomic UPDATE that finds the version still unanswered;
// a second answer, or a double click, finds nothing to change and reads the first.

const unanswered = (versionId: string) =>
  and(
    eq(proposalVersions.id, versionId),
    isNotNull(proposalVersions.sentAt),
    isNull(proposalVersions.acceptedAt),
    isNull(proposalVersions.declinedAt),
  );

/** The first time the client opens the link, also on the lead's timeline; later views change nothing. */
export async function markViewed(db: Db, row: VersionWithDeal): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(proposalVersions)
      .set({ viewedAt: new Date() })
      .where(and(eq(proposalVersions.id, row.version.id), isNull(proposalVersions.viewedAt)))
      .returning({ id: proposalVersions.id });
    if (first) await noteOnLead(tx, dealTitled(row), "proposal-viewed", null);
  });
}

/** The deal as the lead's timeline names it: the proposal's title and version. */
const dealTitled = ({ deal, proposal, version }: VersionWithDeal) => ({
  ...deal,
  title: `${proposal.title} v${version.version}`,
});

/**
 * Accepts a version: records who (the typed name), when, from which IP, the signed PDF and its
 * SHA-256, then wins the deal in the same transaction. The signed PDF is made before the
 * UPDATE, so the row is written once and the trigger that fixes an answer never sees it half done.
 */
export async function acceptProposal(
  db: Db,
  input: { versionId: string; name: string; ip: string; now?: Date },
): Promise<{ accepted: boolean }> {
  const acceptedAt = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await versionWithDeal(tx, input.versionId);
    if (!row?.version.documentSha256) return { accepted: false };
    const view = await proposalView(tx, row);
    const signed = await proposalPdf(view, {
      name: input.name,
      acceptedAt: acceptedAt.toISOString(),
      ip: input.ip,
      documentSha256: row.version.documentSha256,
    });
    const [accepted] = await tx
      .update(proposalVersions)
      .set({
        acceptedAt,
        acceptedName: input.name,
        acceptedIp: input.ip,
        signedPdf: signed,
        signedSha256: createHash("sha256").update(signed).digest("hex"),
      })
      .where(unanswered(input.versionId))
      .returning({ id: proposalVersions.id });
    if (!accepted) return { accepted: false };
    await recordAudit(tx, {
      action: "proposal-accepted",
      actor: null,
      subject: { kind: "deal", id: row.deal.id },
      detail: { proposalVersionId: row.version.id, version: row.version.version },
      ip: input.ip,
    });
    await noteOnLead(tx, dealTitled(row), "proposal-accepted", null, input.name);
    // What was signed is what was won: the deal's value becomes the accepted version's net
    // amount (before tax, in its currency), so revenue by source counts it (record 115).
    const { totalMinor, taxMinor, currency } = row.version;
    await tx
      .update(deals)
      .set({ valueMinor: BigInt(totalMinor - taxMinor), currency, updatedAt: new Date() })
      .where(eq(deals.id, row.deal.id));
    await winDeal(tx, {
      dealId: row.deal.id,
      actor: {
        userId: null,
        ip: input.ip,
        label: `${input.name} accepted proposal version ${row.version.version}.`,
      },
      proposalVersionId: row.version.id,
    });
    return { accepted: true };
  });
}

/** Declines a version with the client's reason; the deal stays where it is for staff to move. */
export async function declineProposal(
  db: Db,
  input: { versionId: string; reason: string; ip: string },
): Promise<{ declined: boolean }> {
  return db.transaction(async (tx) => {
    const [declined] = await tx
      .update(proposalVersions)
      .set({ declinedAt: new Date(), declineReason: input.reason })
      .where(unanswered(input.versionId))
      .returning({ id: proposalVersions.id, proposalId: proposalVersions.proposalId });
    if (!declined) return { declined: false };
    const row = await versionWithDeal(tx, declined.id);
    if (row) await noteOnLead(tx, dealTitled(row), "proposal-declined", null, input.reason);
    await recordAudit(tx, {
      action: "proposal-declined",
      actor: null,
      subject: { kind: "deal", id: row?.deal.id ?? declined.proposalId },
      detail: { proposalVersionId: declined.id },
      ip: input.ip,
    });
    return { declined: true };
  });
}
