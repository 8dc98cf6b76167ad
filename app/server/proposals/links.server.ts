import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { proposalLinks } from "../db/schema.server";

/**
 * Signed links to a proposal version (record 115). The token is 32 random bytes; only its
 * SHA-256 is stored, so the table cannot be read back into working links, and a link can be
 * revoked (by staff, by a newer version, by erasure) by marking its row.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link to `versionId`, good until the end of `validUntil` (UTC); returns its token. */
export async function issueProposalLink(
  tx: Db,
  versionId: string,
  validUntil: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(proposalLinks).values({
    tokenHash: tokenHash(token),
    versionId,
    expiresAt: new Date(`${validUntil}T23:59:59.999Z`),
  });
  return token;
}

/**
 * The version a token opens, or null: malformed, unknown (forged), revoked or expired tokens
 * are all the same answer, a 404 (record 115), so none tells a guesser anything.
 */
export async function versionOfToken(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [link] = await db
    .select({ versionId: proposalLinks.versionId })
    .from(proposalLinks)
    .where(
      and(
        eq(proposalLinks.tokenHash, tokenHash(token)),
        isNull(proposalLinks.revokedAt),
        gt(proposalLinks.expiresAt, sql`now()`),
      ),
    );
  return link?.versionId ?? null;
}

/** Revokes every live link to these versions; returns how many. */
export async function revokeProposalLinks(tx: Db, versionIds: string[]): Promise<number> {
  if (versionIds.length === 0) return 0;
  const revoked = await tx
    .update(proposalLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(proposalLinks.versionId, versionIds), isNull(proposalLinks.revokedAt)))
    .returning({ id: proposalLinks.id });
  return revoked.length;
}
