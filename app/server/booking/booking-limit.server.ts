import { data } from "react-router";
import { hitRateLimit, type RateLimit } from "../abuse/rate-limit.server";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { privateNoStore } from "../http/headers.server";
import { tooManyRequests } from "../intake/intake.server";
import { type BookingLinkPurpose, readBookingLink } from "./tokens.server";

// The visitor's booking actions are public (record 089): each post counts against its client
// address and against the meeting or lead its link names, in the database like every public
// form's limit (record 013), so the limits hold across instances.

const WINDOW_SECONDS = 600;

/** Per address BOOKING_RATE_LIMIT posts in 10 minutes (20); per link half as many (10). */
export function bookingRateLimits(): { ip: RateLimit; link: RateLimit } {
  const perIp = config().BOOKING_RATE_LIMIT;
  return {
    ip: { limit: perIp, windowSeconds: WINDOW_SECONDS },
    link: { limit: Math.max(1, Math.ceil(perIp / 2)), windowSeconds: WINDOW_SECONDS },
  };
}

export type TooManyData = { tooMany: typeof tooManyRequests };

/**
 * Counts one post to a booking page and answers 429 when the address or the link is over its
 * limit; null when the post may go on. A forged link counts against the address only (the
 * page refuses it anyway), so made-up tokens cannot fill the counters' table.
 */
export async function limitBookingPost(
  db: Db,
  purpose: BookingLinkPurpose,
  token: string,
  ip: string,
  now = new Date(),
) {
  const rules = bookingRateLimits();
  const hits = [await hitRateLimit(db, `booking:${ip}`, rules.ip, now)];
  const read = readBookingLink(token, purpose, now);
  if (read.state !== "forged") {
    const subject = `booking-link:${read.link.kind}:${read.link.id}`;
    hits.push(await hitRateLimit(db, subject, rules.link, now));
  }
  const over = hits.filter((hit) => !hit.allowed);
  if (over.length === 0) return null;
  const retryAfter = Math.max(...over.map((hit) => hit.retryAfterSeconds));
  return data({ tooMany: tooManyRequests } satisfies TooManyData, {
    status: 429,
    headers: { ...privateNoStore, "Retry-After": String(retryAfter) },
  });
}
