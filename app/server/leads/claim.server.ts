import { and, eq, isNull, sql } from "drizzle-orm";
import { leadKindIds } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadTables, updateLeads } from "./lead-tables.server";

/**
 * Gives an account the submissions sent earlier, without an account, from its address. Called
 * only once the address is confirmed (better-auth's afterEmailVerification), so nobody can
 * claim someone else's submissions by registering their address. Returns how many moved.
 */
export async function claimEarlierSubmissions(
  user: { id: string; email: string; emailVerified: boolean },
  db: Db = defaultDb(),
): Promise<number> {
  if (!user.emailVerified) return 0;
  let claimed = 0;
  for (const kind of leadKindIds) {
    const { table } = leadTables[kind];
    const moved = await updateLeads(
      db,
      kind,
      { userId: user.id },
      and(isNull(table.userId), eq(sql`lower(${table.email})`, user.email.toLowerCase())),
    );
    claimed += moved.length;
  }
  return claimed;
}
