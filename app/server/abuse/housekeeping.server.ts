import type { Db } from "../db/client.server";
import { pruneIdempotencyKeys } from "./idempotency.server";
import { hitRateLimit, pruneLockouts, pruneRateLimits } from "./rate-limit.server";

/**
 * Rate-limit windows last minutes and a retried submission comes within minutes too, so a day
 * keeps every row that can still matter, with room to spare.
 */
const KEEP_SECONDS = 86_400;
/** How often, across all instances, the tables are pruned. */
const PRUNE_EVERY_SECONDS = 3_600;
const TURN_KEY = "housekeeping:prune";

/**
 * Deletes expired rate-limit windows and idempotency keys, at most once per hour across every
 * instance: the turn is claimed as a rate limit of one per hour window, an atomic upsert on the
 * same table on PostgreSQL and PGlite alike, so no extra table or lock is needed. Returns whether
 * this caller had the turn (and pruned).
 */
export async function pruneExpiredRecords(db: Db, now = new Date()): Promise<boolean> {
  const turn = await hitRateLimit(
    db,
    TURN_KEY,
    { limit: 1, windowSeconds: PRUNE_EVERY_SECONDS },
    now,
  );
  if (!turn.allowed) return false;
  await pruneRateLimits(db, KEEP_SECONDS);
  await pruneLockouts(db, KEEP_SECONDS);
  await pruneIdempotencyKeys(db, KEEP_SECONDS);
  return true;
}
