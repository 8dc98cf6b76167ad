import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { inboundRefused } from "../db/schema.server";

/** How many refused messages the page shows: the newest; older ones go with retention. */
export const REFUSED_SHOWN = 100;

/**
 * Mail that reached our reply addresses but was filed on no record (record 075): a forged or
 * stale reply address, an auto-reply or bounce, a message too large. Staff look here when a
 * person says they answered and nothing showed on the record.
 */
export async function refusedMail(db: Db = defaultDb()) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: inboundRefused.id,
        reason: inboundRefused.reason,
        from: inboundRefused.fromAddress,
        to: inboundRefused.recipients,
        subject: inboundRefused.subject,
        via: inboundRefused.via,
        createdAt: inboundRefused.createdAt,
      })
      .from(inboundRefused)
      .orderBy(desc(inboundRefused.createdAt), desc(inboundRefused.id))
      .limit(REFUSED_SHOWN),
    db.select({ n: count() }).from(inboundRefused),
  ]);
  return {
    total: total?.n ?? 0,
    messages: rows.map(({ createdAt, ...row }) => ({
      ...row,
      receivedAt: createdAt.toISOString(),
    })),
  };
}
