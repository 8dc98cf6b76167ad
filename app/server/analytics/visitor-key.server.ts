import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { analyticsSalts } from "../db/schema.server";

/**
 * The day's salt of visitor keys: one random value per day shared by every instance (the first
 * to ask inserts it), deleted when the day is over, so a key cannot be followed to another day
 * nor recomputed from an address afterwards (record 072).
 */
const known = new Map<string, string>();

/** The salt of `day`; created only for `today`, so a late flush cannot revive a deleted one. */
export async function saltOf(db: Db, day: string, today: string): Promise<string | null> {
  const cached = known.get(day);
  if (cached) return cached;
  if (day === today) {
    await db
      .insert(analyticsSalts)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) return null;
  for (const old of known.keys()) if (old < today) known.delete(old);
  known.set(day, row.salt);
  return row.salt;
}

/** A short hash of site, address and User-Agent under the day's salt. */
export function visitorKey(salt: string, visitorInput: string): string {
  return createHash("sha256").update(`${salt}\n${visitorInput}`).digest("base64url").slice(0, 22);
}

/** Deletes the salts of days before `today`, in this instance's memory and in the database. */
export async function forgetOldSalts(db: Db, today: string): Promise<number> {
  for (const day of known.keys()) if (day < today) known.delete(day);
  const rows = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, today))
    .returning({ day: analyticsSalts.day });
  return rows.length;
}
