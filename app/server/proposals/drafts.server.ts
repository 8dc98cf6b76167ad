import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { ProposalInput } from "~/lib/forms/proposal";
import { proposalTotals } from "~/lib/proposals";
import type { Db } from "../db/client.server";
import { proposals, proposalVersions } from "../db/schema.server";

/**
 * Saves a proposal's draft (record 115): a new proposal on the deal, or the next version of an
 * existing one. A draft not yet sent is edited in place (`WHERE sent_at IS NULL`); once its
 * version was sent, the change becomes a new version and the sent one stays as it was.
 */
export async function saveProposalDraft(
  db: Db,
  input: { dealId: string; proposalId: string | null; draft: ProposalInput; actorId: string },
): Promise<{ proposalId: string; versionId: string; version: number } | "accepted" | null> {
  const { draft } = input;
  const totals = proposalTotals(draft.lines, draft.discountBp, draft.taxRateBp);
  const values = {
    currency: draft.currency,
    lines: draft.lines,
    discountBp: draft.discountBp,
    taxRateBp: draft.taxRateBp,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    terms: draft.terms,
    validUntil: draft.validUntil,
  };
  return db.transaction(async (tx) => {
    let proposalId = input.proposalId;
    if (proposalId) {
      // The proposal's row lock orders two saves: each sees the other's version.
      const [locked] = await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.id, proposalId), eq(proposals.dealId, input.dealId)))
        .for("update");
      if (!locked) return null;
      // An accepted proposal is done: a change is a new proposal, not a version after the signed one.
      const [accepted] = await tx
        .select({ id: proposalVersions.id })
        .from(proposalVersions)
        .where(
          and(eq(proposalVersions.proposalId, proposalId), isNotNull(proposalVersions.acceptedAt)),
        )
        .limit(1);
      if (accepted) return "accepted";
      await tx.update(proposals).set({ title: draft.title }).where(eq(proposals.id, proposalId));
    } else {
      const [created] = await tx
        .insert(proposals)
        .values({ dealId: input.dealId, title: draft.title, createdBy: input.actorId })
        .returning({ id: proposals.id });
      if (!created) return null;
      proposalId = created.id;
    }
    const [latest] = await tx
      .select({ id: proposalVersions.id, version: proposalVersions.version })
      .from(proposalVersions)
      .where(eq(proposalVersions.proposalId, proposalId))
      .orderBy(desc(proposalVersions.version))
      .limit(1);
    if (latest) {
      const [edited] = await tx
        .update(proposalVersions)
        .set(values)
        .where(and(eq(proposalVersions.id, latest.id), isNull(proposalVersions.sentAt)))
        .returning({ id: proposalVersions.id });
      if (edited) return { proposalId, versionId: edited.id, version: latest.version };
    }
    const version = (latest?.version ?? 0) + 1;
    const [created] = await tx
      .insert(proposalVersions)
      .values({ ...values, proposalId, version, createdBy: input.actorId })
      .returning({ id: proposalVersions.id });
    return created ? { proposalId, versionId: created.id, version } : null;
  });
}
