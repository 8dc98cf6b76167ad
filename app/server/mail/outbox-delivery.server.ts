import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { emailOutbox } from "../db/schema.server";
import { claimDueNotices, renewLeases, SEND_LEASE_MS } from "./outbox-lease.server";
import { outboxMessage } from "./outbox-message.server";
import { recordFailure } from "./outbox-retry.server";
import type { MailTransport } from "./transport.server";

/**
 * Claims a batch of due notices and sends them one by one. A failed notice is never dropped:
 * it keeps its error and is tried again later, so a mail outage delays notices but loses none.
 */
export async function deliverDueNotices(
  db: Db,
  transport: MailTransport,
  options: { limit?: number; lockMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const lockMs = options.lockMs ?? SEND_LEASE_MS;
  const rows = await claimDueNotices(db, { limit: options.limit ?? 10, lockMs });
  let sent = 0;
  let failed = 0;
  for (const [index, row] of rows.entries()) {
    // The first send needs no renewal: the claim has just set the lease.
    if (index > 0 && !(await renewLeases(db, rows.slice(index), lockMs)).has(row.id)) continue;
    try {
      await transport.send(await outboxMessage(db, row));
    } catch (error) {
      failed++;
      await recordFailure(db, row, error);
      continue;
    }
    sent++;
    await db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(emailOutbox.id, row.id));
  }
  return { sent, failed };
}
