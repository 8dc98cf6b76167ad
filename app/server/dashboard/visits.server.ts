import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { dashboardVisits } from "../db/schema.server";

/**
 * Records that a staff member opened a list and returns when they had last opened it, so the
 * records created since can be marked as new. The first visit marks nothing.
 */
export async function markListVisited(
  userId: string,
  list: string,
  db: Db = defaultDb(),
): Promise<Date> {
  const now = new Date();
  const [previous] = await db
    .select({ seenAt: dashboardVisits.seenAt })
    .from(dashboardVisits)
    .where(and(eq(dashboardVisits.userId, userId), eq(dashboardVisits.list, list)));
  await db
    .insert(dashboardVisits)
    .values({ userId, list, seenAt: now })
    .onConflictDoUpdate({
      target: [dashboardVisits.userId, dashboardVisits.list],
      set: { seenAt: sql`excluded.seen_at` },
    });
  return previous?.seenAt ?? now;
}
