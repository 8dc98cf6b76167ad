import { and, eq, sql } from "drizzle-orm";
import { hitRateLimit } from "../abuse/rate-limit.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema.server";

/**
 * Failed sign-ins are counted per account and per address, never successful ones: an office
 * behind one address signs in as often as it likes, a guesser is stopped. Each attempt is
 * charged before the check and refunded when it succeeds. The address gets a
 * higher ceiling, since many people share it and each may mistype.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** Ten failures per account by default (SIGN_IN_FAILURE_LIMIT), ten times that per address. */
const keys = (email: string, ip: string) => {
  const perAccount = config().SIGN_IN_FAILURE_LIMIT;
  return [
    { key: `sign-in-failed:account:${email.trim().toLowerCase()}`, limit: perAccount },
    { key: `sign-in-failed:address:${ip}`, limit: perAccount * 10 },
  ];
};

function windowStart(now: Date) {
  const ms = SIGN_IN_WINDOW_SECONDS * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Charges one attempt against the account and the address before the password is checked, in
 * one statement each, so parallel guesses cannot all pass a read of the count (record 065).
 * Seconds until a blocked sign-in may try again, or null when it may try now.
 */
export async function chargeSignInAttempt(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number | null> {
  let retryAfter: number | null = null;
  for (const { key, limit } of keys(email, ip)) {
    const rule = { limit, windowSeconds: SIGN_IN_WINDOW_SECONDS };
    const hit = await hitRateLimit(db, key, rule, now);
    if (!hit.allowed) retryAfter = hit.retryAfterSeconds;
  }
  return retryAfter;
}

/** Gives a charged attempt back when it was not a failure (the right password). */
export async function refundSignInAttempt(db: Db, email: string, ip: string, now = new Date()) {
  const start = windowStart(now);
  for (const { key } of keys(email, ip)) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
  }
}
