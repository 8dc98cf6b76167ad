import { and, eq, inArray, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { leadViews } from "../db/schema.server";

/** Notes that a staff member opened a lead's record (record 118), in one upsert. */
export async function markRecordOpened(
  userId: string,
  kind: LeadKind,
  leadId: string,
  db: Db = defaultDb(),
): Promise<void> {
  await db
    .insert(leadViews)
    .values({ leadKind: kind, leadId, userId })
    .onConflictDoUpdate({
      target: [leadViews.leadKind, leadViews.leadId, leadViews.userId],
      set: { seenAt: sql`excluded.seen_at` },
    });
}

/** Which of a page's leads someone on staff has opened, in one query by primary key prefix. */
export async function openedLeads(
  kind: LeadKind,
  leadIds: string[],
  db: Db = defaultDb(),
): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ leadId: leadViews.leadId })
    .from(leadViews)
    .where(and(eq(leadViews.leadKind, kind), inArray(leadViews.leadId, leadIds)));
  return new Set(rows.map((row) => row.leadId));
}
