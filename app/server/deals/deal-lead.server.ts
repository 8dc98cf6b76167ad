import { and, desc, eq } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import type { Db } from "../db/client.server";
import { dealStages, deals, leadEvents } from "../db/schema.server";

export type DealLeadAction =
  | "opened"
  | "won"
  | "lost"
  // The client's first view of a proposal and their answer (record 115).
  | "proposal-viewed"
  | "proposal-accepted"
  | "proposal-declined";

/**
 * Writes "Deal opened", "Deal won" or "Deal lost" on the timeline of the lead a deal came
 * from (record 113), in the caller's transaction. A deal opened by hand has no lead: nothing.
 */
export async function noteOnLead(
  tx: Db,
  deal: { id: string; title: string; leadKind: string | null; leadId: string | null },
  action: DealLeadAction,
  actor: { id: string; email: string } | null,
  reason?: string | null,
) {
  if (!deal.leadKind || !deal.leadId) return;
  await tx.insert(leadEvents).values({
    leadKind: deal.leadKind,
    leadId: deal.leadId,
    type: "deal",
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    data: { action, dealId: deal.id, title: deal.title, reason: reason ?? null },
  });
}

/** The deals opened from a lead, newest first, for its record page. */
export async function dealsOfLead(db: Db, kind: string, leadId: string) {
  const rows = await db
    .select({
      id: deals.id,
      reference: deals.reference,
      title: deals.title,
      stage: dealStages.name,
      outcome: dealStages.outcome,
    })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(and(eq(deals.leadKind, kind), eq(deals.leadId, leadId)))
    .orderBy(desc(deals.createdAt));
  return rows.map((row) => ({ ...row, reference: formatDealReference(row.reference) }));
}
