import { desc, eq } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import type { DealLeadAction } from "~/lib/workspace";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { dealStages, deals } from "../db/schema.server";
import { addLeadEvent } from "../leads/lead-events.server";

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
  await addLeadEvent(tx, { kind: deal.leadKind, id: deal.leadId }, "deal", actor, {
    action,
    dealId: deal.id,
    title: deal.title,
    reason: reason ?? null,
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
    .where(aboutLead(deals, kind, leadId))
    .orderBy(desc(deals.createdAt));
  return rows.map((row) => ({ ...row, reference: formatDealReference(row.reference) }));
}
