import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import type { OutboxRow } from "./outbox.server";
import { claimDueNotices, releaseLeases, renewLeases, SEND_LEASE_MS } from "./outbox-lease.server";
import { outboxMessage } from "./outbox-message.server";
import { recordFailure } from "./outbox-retry.server";
import { type MailTransport, SMTP_CONNECTIONS } from "./transport.server";

/**
 * Claims a batch of due notices and sends them a few at a time, one per pooled SMTP connection
 * (record 121). A failed notice is never dropped: it keeps its error and is tried again later, so
 * a mail outage delays notices but loses none.
 */
export async function deliverDueNotices(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; lockMs?: number; concurrency?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const lockMs = options.lockMs ?? SEND_LEASE_MS;
  const concurrency = options.concurrency ?? SMTP_CONNECTIONS;
  // Measured from before the claim, so it never overestimates the time a lease has left.
  let leasedAt = performance.now();
  const rows = await claimDueNotices(db, { limit: options.limit ?? 10, lockMs });
  let sent = 0;
  let failed = 0;
  for (let start = 0; start < rows.length; start += concurrency) {
    let group = rows.slice(start, start + concurrency);
    // Renewing once half the lease is gone keeps every waiting lease alive as long as one group
    // of sends takes less than half a lease (the SMTP timeouts bound it well below that).
    if (performance.now() - leasedAt > lockMs / 2) {
      leasedAt = performance.now();
      const held = await renewLeases(db, rows.slice(start), lockMs);
      group = group.filter((row) => held.has(row.id));
    }
    const errors = await Promise.all(group.map((row) => sendNotice(db, transport, row)));
    const delivered = group.filter((_, index) => errors[index] === undefined);
    await markSent(
      db,
      delivered.map((row) => row.id),
    );
    sent += delivered.length;
    for (const [index, row] of group.entries()) {
      if (errors[index] === undefined) continue;
      failed++;
      await recordFailure(db, row, errors[index]);
    }
    // A group that failed whole suggests the mail server is down: give the rest back untried
    // rather than wait out the SMTP timeouts for each of them (record 121).
    if (group.length > 0 && delivered.length === 0) {
      await releaseLeases(db, rows.slice(start + concurrency));
      break;
    }
    // Let waiting requests run between groups: the sending shares the web server's process.
    await new Promise((resume) => setImmediate(resume));
  }
  return { sent, failed };
}

/** The error of a failed send, or undefined once the SMTP server has accepted the message. */
async function sendNotice(db: Db, transport: MailTransport, row: OutboxRow): Promise<unknown> {
  try {
    await transport.send(await outboxMessage(db, row));
    return undefined;
  } catch (error) {
    return error ?? new Error("mail delivery failed");
  }
}

/**
 * One statement per group. A crash between the sends and this statement leaves at most a group
 * whose leases run out and which is sent again, with the same Message-IDs (record 010).
 */
async function markSent(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(inArray(emailOutbox.id, ids));
}
