import { and, eq, sql } from "drizzle-orm";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { rateLimits } from "../db/schema.server";

/**
 * Failed sign-ins are counted per account and per address, never successful ones: an office
 * behind one address signs in as often as it likes, a guesser is stopped. The address gets a
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

/** Seconds until a blocked sign-in may try again, or null when it may try now. */
export async function signInBlocked(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number | null> {
  const start = windowStart(now);
  for (const { key, limit } of keys(email, ip)) {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
    if ((row?.count ?? 0) >= limit) {
      return Math.ceil((start.getTime() + SIGN_IN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000);
    }
  }
  return null;
}

/** Counts one failed sign-in against the account and the address (housekeeping prunes them). */
export async function countSignInFailure(db: Db, email: string, ip: string, now = new Date()) {
  const start = windowStart(now);
  for (const { key } of keys(email, ip)) {
    await db
      .insert(rateLimits)
      .values({ key, windowStart: start, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      });
  }
}
