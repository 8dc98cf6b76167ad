import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { fromNow } from "../db/clock.server";
import { dueAndFree, leaseFor, pickedBy } from "../db/lease.server";
import { emailOutbox } from "../db/schema.server";
import type { OutboxRow } from "./outbox.server";

/**
 * Leases due notices to this caller for `lockMs` (db/lease.server): SKIP LOCKED lets several
 * server instances claim side by side without waiting on or taking each other's rows; the lease
 * keeps a row from being claimed again while it is being sent, and frees it if this process dies.
 */
export async function claimDueNotices(
  db: Db,
  options: { limit: number; lockMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), dueAndFree(emailOutbox)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set(leaseFor(emailOutbox, options.lockMs))
    .where(pickedBy(emailOutbox, due))
    .returning();
}

/**
 * How long a claim holds a notice. It only has to outlast one send (bounded by the SMTP
 * timeouts), because the lease of every notice still waiting in a batch is renewed before each
 * send. After a crash, the notices it held are free again within this time.
 */
export const SEND_LEASE_MS = 2 * 60 * 1000;

/**
 * Extends the lease on the notices this caller still holds and returns their ids. A notice whose
 * lease ran out and was claimed again (its attempts moved on) is no longer this caller's.
 */
export async function renewLeases(
  db: Db,
  rows: Pick<OutboxRow, "id" | "attempts">[],
  lockMs: number,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const held = await db
    .update(emailOutbox)
    .set({ lockedUntil: fromNow(lockMs) })
    .where(stillHeld(rows))
    .returning({ id: emailOutbox.id });
  return new Set(held.map((row) => row.id));
}

/**
 * Gives back notices this caller claimed but did not try, as if never claimed (their attempt is
 * not counted), so they are due again at once, here or on another instance.
 */
export async function releaseLeases(db: Db, rows: Pick<OutboxRow, "id" | "attempts">[]) {
  if (rows.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(stillHeld(rows));
}

function stillHeld(rows: Pick<OutboxRow, "id" | "attempts">[]) {
  return and(
    isNull(emailOutbox.sentAt),
    or(
      ...rows.map((row) => and(eq(emailOutbox.id, row.id), eq(emailOutbox.attempts, row.attempts))),
    ),
  );
}
