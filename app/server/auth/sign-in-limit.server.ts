import { hitLockout, refundLockout } from "../abuse/rate-limit.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";

/**
 * Failed sign-ins are counted, never successful ones: an office behind one address signs in as
 * often as it likes, a guesser is stopped. Each attempt is charged before the check and refunded
 * when it succeeds. A browser that signed in to the account before (a valid device cookie,
 * record 098) is counted on its own: strangers' failures never lock it out, only its own. Other
 * browsers are counted per account and per address; the address gets a higher ceiling, since
 * many people share it and each may mistype.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export type SignInAttempt = {
  email: string;
  ip: string;
  /** The device name from a device cookie signed for this account, or null. */
  device: string | null;
};

/** Ten failures per account by default (SIGN_IN_FAILURE_LIMIT), ten times that per address. */
function keys({ email, ip, device }: SignInAttempt) {
  const perAccount = config().SIGN_IN_FAILURE_LIMIT;
  if (device) {
    // Its own small allowance: half the account's, at least three.
    return [{ key: `sign-in-failed:device:${device}`, limit: Math.max(3, perAccount >> 1) }];
  }
  return [
    { key: `sign-in-failed:account:${email.trim().toLowerCase()}`, limit: perAccount },
    { key: `sign-in-failed:address:${ip}`, limit: perAccount * 10 },
  ];
}

/**
 * Charges one attempt before the password is checked, in one statement per key, so parallel
 * guesses cannot all pass a read of the count (record 065). Seconds until a blocked sign-in may
 * try again, or null when it may try now.
 */
export async function chargeSignInAttempt(
  db: Db,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<number | null> {
  let retryAfter: number | null = null;
  for (const { key, limit } of keys(attempt)) {
    const rule = { limit, windowSeconds: SIGN_IN_WINDOW_SECONDS };
    const hit = await hitLockout(db, key, rule, now);
    if (!hit.allowed) retryAfter = Math.max(retryAfter ?? 0, hit.retryAfterSeconds);
  }
  return retryAfter;
}

/** Gives a charged attempt back when it was not a failure (the right password). */
export async function refundSignInAttempt(db: Db, attempt: SignInAttempt) {
  for (const { key } of keys(attempt)) await refundLockout(db, key);
}
