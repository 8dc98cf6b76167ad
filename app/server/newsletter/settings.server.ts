import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { newsletterSettings } from "../db/schema.server";

/** The list's default sending rate until an admin sets one (mails per minute). */
export const DEFAULT_RATE_PER_MINUTE = 120;
/** The rates an admin may set: one a minute up to what the outbox delivers at its fastest. */
export const RATE_BOUNDS = [1, 100_000] as const;

export async function defaultRatePerMinute(db: Db): Promise<number> {
  const [row] = await db
    .select({ rate: newsletterSettings.defaultRatePerMinute })
    .from(newsletterSettings)
    .where(eq(newsletterSettings.id, 1));
  return row?.rate ?? DEFAULT_RATE_PER_MINUTE;
}

export async function setDefaultRatePerMinute(db: Db, rate: number, actorId: string) {
  await db
    .insert(newsletterSettings)
    .values({ id: 1, defaultRatePerMinute: rate, updatedBy: actorId })
    .onConflictDoUpdate({
      target: newsletterSettings.id,
      set: { defaultRatePerMinute: rate, updatedBy: actorId, updatedAt: new Date() },
    });
}
