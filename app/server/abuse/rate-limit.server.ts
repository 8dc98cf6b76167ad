import { sql } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema.server";

export type RateLimit = { limit: number; windowSeconds: number };

/** Per-client limit for each public form: plenty for a person, little for a script. */
export function formRateLimit(): RateLimit {
  return { limit: config().FORM_RATE_LIMIT, windowSeconds: 600 };
}

/**
 * Counts one hit (or `amount`, e.g. bytes) against `key` in the current fixed window and says
 * whether it is allowed. The counter lives in the database and is consumed in one statement,
 * so the limit holds across server instances.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimit,
  now = new Date(),
  amount = 1,
) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
  };
}

/** Drops windows that began over `olderThanSeconds` ago (housekeeping.server.ts). */
export async function pruneRateLimits(db: Db, olderThanSeconds: number) {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}
