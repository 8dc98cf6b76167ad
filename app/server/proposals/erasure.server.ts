import { and, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { deals, proposalVersions } from "../db/schema.server";
import { revokeProposalLinks } from "./links.server";
import { withProposalAndDeal } from "./version.server";

/**
 * A person's proposals on erasure (record 116): every link to a proposal on a deal with their
 * address is revoked; the documents nobody signed lose their PDF copies; a signed one keeps its
 * PDF and the signer's name and address for SIGNED_PROPOSAL_RETENTION_YEARS after acceptance
 * (contracts must be kept), and loses them too once that time has passed. What was agreed (the
 * lines, totals, when and the signed document's hash) stays, naming nobody. Returns how many
 * versions were touched, for the audit row.
 */
export async function eraseProposalsOf(tx: Db, email: string): Promise<number> {
  const versions = await withProposalAndDeal(
    tx.select({ id: proposalVersions.id }).from(proposalVersions).$dynamic(),
  ).where(sql`lower(${deals.contactEmail}) = ${email.trim().toLowerCase()}`);
  const ids = versions.map((version) => version.id);
  if (ids.length === 0) return 0;
  await revokeProposalLinks(tx, ids);
  const years = config().SIGNED_PROPOSAL_RETENTION_YEARS;
  const retained = sql`now() - make_interval(years => ${years})`;
  await tx
    .update(proposalVersions)
    .set({
      documentPdf: null,
      signedPdf: null,
      acceptedName: sql`case when ${proposalVersions.acceptedAt} is null then null else 'Erased' end`,
      acceptedIp: null,
      declineReason: null,
    })
    .where(
      and(
        inArray(proposalVersions.id, ids),
        or(isNull(proposalVersions.acceptedAt), lt(proposalVersions.acceptedAt, retained)),
      ),
    );
  return ids.length;
}
