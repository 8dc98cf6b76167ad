import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { idempotencyKeys } from "../db/schema.server";

/**
 * The key of one submission: the form's key plus what was sent. A double click or a retried
 * post repeats both; two visitors who received the same cached form differ in what they send.
 */
export function submissionKey(kind: string, formKey: string, payload: unknown): string {
  return createHash("sha256")
    .update(`${kind}\n${formKey}\n${JSON.stringify(payload)}`)
    .digest("base64url");
}

/**
 * Claims `key` inside the caller's transaction, storing the answer the first request gives.
 * Returns false when another request already claimed it; a concurrent claim waits on the
 * unique index until the first transaction ends.
 */
export async function claimSubmission(tx: Db, key: string, response: unknown): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ key, response })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Replaces the stored answer of a claimed key, in the claiming transaction. */
export async function rememberResponse(tx: Db, key: string, response: unknown) {
  await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, key));
}

export async function firstResponse(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row?.response ?? null;
}

/** Drops keys claimed over `olderThanSeconds` ago (housekeeping.server.ts). */
export async function pruneIdempotencyKeys(db: Db, olderThanSeconds: number) {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`);
}
