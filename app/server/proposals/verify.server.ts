import { createHash } from "node:crypto";
import { eq, or } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import type { Db } from "../db/client.server";
import { deals, proposals, proposalVersions } from "../db/schema.server";
import { gateDocument } from "../files/gate.server";
import { withProposalAndDeal } from "./version.server";

/**
 * What a copy of a proposal is (record 115): the signed PDF, or the document the client
 * accepted (its SHA-256 is printed on the signed one), of which version, accepted when and by
 * whom; or nothing we sent. Only sent versions are searched.
 */
export type Verification =
  | { found: false }
  | {
      found: true;
      copy: "signed" | "document";
      reference: string;
      title: string;
      version: number;
      sentAt: string;
      acceptedAt: string | null;
      acceptedName: string | null;
    };

export const isSha256 = (text: string) => /^[0-9a-f]{64}$/.test(text);

export async function verifyHash(db: Db, hash: string): Promise<Verification> {
  const sha = hash.trim().toLowerCase();
  if (!isSha256(sha)) return { found: false };
  const [row] = await withProposalAndDeal(
    db
      .select({
        signedSha256: proposalVersions.signedSha256,
        version: proposalVersions.version,
        sentAt: proposalVersions.sentAt,
        acceptedAt: proposalVersions.acceptedAt,
        acceptedName: proposalVersions.acceptedName,
        title: proposals.title,
        reference: deals.reference,
      })
      .from(proposalVersions)
      .$dynamic(),
  )
    .where(or(eq(proposalVersions.documentSha256, sha), eq(proposalVersions.signedSha256, sha)))
    .limit(1);
  if (!row?.sentAt) return { found: false };
  return {
    found: true,
    copy: row.signedSha256 === sha ? "signed" : "document",
    reference: formatDealReference(row.reference),
    title: row.title,
    version: row.version,
    sentAt: row.sentAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedName: row.acceptedName,
  };
}

/**
 * An uploaded copy: through the one file gate (a PDF by its content, 4.5 MB at most, nothing
 * active), then its SHA-256 looked up. Returns the gate's refusal when it is not a fit PDF.
 */
export async function verifyUpload(
  db: Db,
  name: string,
  bytes: Uint8Array,
): Promise<Verification | { refused: string }> {
  const verdict = await gateDocument(
    name.toLowerCase().endsWith(".pdf") ? name : `${name}.pdf`,
    bytes,
  );
  if (!verdict.ok || verdict.ext !== "pdf")
    return { refused: "Upload the proposal as a PDF of at most 4.5 MB." };
  return verifyHash(db, createHash("sha256").update(bytes).digest("hex"));
}
