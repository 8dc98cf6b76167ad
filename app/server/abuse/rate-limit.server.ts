import { sql } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { rateLimits, signInLimits } from "../db/schema.server";

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

/**
 * Counts one attempt against `key` and says whether it may go on, for limits that lock a key
 * out (sign-ins, record 098). The window opens at the key's first attempt; the attempt that
 * goes over the limit locks the key for one window from that moment. While locked, attempts are
 * refused without being counted and the lock keeps its end, so knocking on a locked door never
 * keeps it shut. Check and count are one statement, so parallel attempts cannot both pass.
 */
export async function hitLockout(db: Db, key: string, rule: RateLimit, now = new Date()) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const span = sql`make_interval(secs => ${rule.windowSeconds})`;
  const t = signInLimits;
  const locked = sql`coalesce(${t.lockedUntil} > ${at}, false)`;
  const expired = sql`(not ${locked} and ${t.windowStart} <= ${at} - ${span})`;
  const [row] = await db
    .insert(t)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${locked} then ${t.count} when ${expired} then 1
          else ${t.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at} else ${t.windowStart} end`,
        lockedUntil: sql`case when ${locked} then ${t.lockedUntil}
          when not ${expired} and ${t.count} + 1 > ${rule.limit} then ${at} + ${span}
          else null end`,
      },
    })
    .returning({ lockedUntil: t.lockedUntil });
  const until = row?.lockedUntil ? new Date(row.lockedUntil) : null;
  if (!until || until <= now) return { allowed: true, retryAfterSeconds: 0 };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
  };
}

/** Gives back an attempt `hitLockout` counted, when it turned out not to be a failure. */
export async function refundLockout(db: Db, key: string) {
  await db
    .update(signInLimits)
    .set({ count: sql`greatest(${signInLimits.count} - 1, 0)` })
    .where(sql`${signInLimits.key} = ${key} and ${signInLimits.lockedUntil} is null`);
}

/** Drops lockout counters whose window and lock are both over (housekeeping.server.ts). */
export async function pruneLockouts(db: Db, olderThanSeconds: number) {
  const cutoff = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  await db
    .delete(signInLimits)
    .where(
      sql`${signInLimits.windowStart} < ${cutoff} and coalesce(${signInLimits.lockedUntil} < ${cutoff}, true)`,
    );
}
