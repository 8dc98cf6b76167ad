import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { fromNow } from "../db/clock.server";
import { emailOutbox } from "../db/schema.server";
import { log } from "../log.server";
import type { OutboxRow } from "./outbox.server";

const BASE_RETRY_MS = 15_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 1000;

/** 15 s, 30 s, 1 min, … up to an hour, and then hourly for as long as it takes. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(BASE_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}

/** Keeps the error of a failed send and schedules the next try by retryDelayMs. */
export async function recordFailure(db: Db, row: OutboxRow, error: unknown) {
  const reason = (error instanceof Error && error.message) || String(error);
  const message = reason.slice(0, MAX_ERROR_LENGTH);
  const delayMs = retryDelayMs(row.attempts);
  log().warn(
    {
      outboxId: row.id,
      to: row.to,
      attempts: row.attempts,
      retryInSeconds: delayMs / 1000,
      error: message,
    },
    "mail delivery failed; will retry",
  );
  await db
    .update(emailOutbox)
    .set({ lastError: message, lockedUntil: null, nextAttemptAt: fromNow(delayMs) })
    // Another instance may have taken the row after our lease ran out and sent it meanwhile.
    .where(and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt)));
}
