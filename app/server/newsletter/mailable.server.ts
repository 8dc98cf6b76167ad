import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { newsletterSubscriptions } from "../db/schema.server";
import { ANONYMISED_EMAIL } from "../leads/erased.server";

/**
 * The subscriptions newsletter mail may go to: confirmed (so neither pending nor unsubscribed),
 * not stopped by bounces or a complaint (record 112), not erased. Whatever sends newsletter
 * mail selects its recipients with this condition, and checks it again just before each send.
 */
export const mailableSubscribers = and(
  eq(newsletterSubscriptions.status, "Confirmed"),
  isNull(newsletterSubscriptions.suppressedAt),
  ne(newsletterSubscriptions.email, ANONYMISED_EMAIL),
);

/** Whether one subscription may be sent newsletter mail now. */
export async function isMailable(db: Db, subscriberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.id, subscriberId), mailableSubscribers));
  return Boolean(row);
}
