import { and, type Column, isNull, lte, or, type SQLWrapper, sql } from "drizzle-orm";
import { fromNow } from "./clock.server";

/**
 * What the queues that workers claim rows from share (the mail outbox, webhook deliveries): a
 * row is due at `nextAttemptAt` and leased to one worker until `lockedUntil`. SKIP LOCKED lets
 * several instances claim side by side; the lease frees a row if its instance dies.
 */
type Leased = { id: Column; attempts: Column; nextAttemptAt: Column; lockedUntil: Column };

/** Due by now and held by no live lease: a row a worker may claim. */
export function dueAndFree(t: Leased) {
  return and(
    lte(t.nextAttemptAt, sql`now()`),
    or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
  );
}

/** The claim's change to each row: leased for `lockMs`, and one more attempt counted. */
export const leaseFor = (t: Leased, lockMs: number) => ({
  lockedUntil: fromNow(lockMs),
  attempts: sql`${t.attempts} + 1`,
});

/**
 * The rows a locking subquery picked. `= any(array(...))` runs the subquery exactly once; a
 * plain `in (...)` may be planned as a join that re-runs it and claims more than its limit.
 */
export const pickedBy = (t: Leased, due: SQLWrapper) => sql`${t.id} = any(array(${due}))`;
