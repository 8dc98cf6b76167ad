import { and, asc, eq, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import type { LeadSource } from "~/lib/lead-source";
import { recordAudit } from "../audit/audit.server";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { selectRows } from "../db/rows.server";
import { dealStages, deals } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { noteOnLead } from "./deal-lead.server";

type Staff = { id: string; email: string };

/** What a deal takes from its lead (a raw row: the kinds' tables differ in their columns). */
type LeadFacts = {
  name: string;
  email: string;
  company?: string | null;
  owner_id: string | null;
  source: LeadSource | null;
};

/** The first open stage, where a deal opened from a lead starts. */
async function firstOpenStage(tx: Db) {
  const [stage] = await tx
    .select()
    .from(dealStages)
    .where(eq(dealStages.outcome, "open"))
    .orderBy(asc(dealStages.position))
    .limit(1);
  return stage ?? null;
}

/**
 * Opens a deal from a lead in one click (record 113): its contact, company and first-touch
 * source are copied, it links back to the lead, and the lead's timeline says so. A lead with
 * an open deal gets that one again, so a double click opens one deal. Null: no such lead.
 */
export async function openDealFromLead(
  db: Db,
  actor: Staff,
  kind: LeadKind,
  leadId: string,
  ip: string | null,
): Promise<{ dealId: string } | null> {
  const { table } = leadTables[kind];
  return db.transaction(async (tx) => {
    // The lead row, locked: two clicks at once wait for each other and find the first deal.
    const [lead] = await selectRows<LeadFacts>(
      tx,
      sql`select * from ${table} where id = ${leadId} for update`,
    );
    if (!lead) return null;
    const [open] = await tx
      .select({ id: deals.id })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(and(aboutLead(deals, kind, leadId), eq(dealStages.outcome, "open")))
      .limit(1);
    if (open) return { dealId: open.id };
    const stage = await firstOpenStage(tx);
    if (!stage) throw new Error("No open deal stage");
    // Applications have no company; the other kinds do.
    const company = typeof lead.company === "string" && lead.company ? lead.company : null;
    const [deal] = await tx
      .insert(deals)
      .values({
        title: company || lead.name,
        company,
        contactName: lead.name,
        contactEmail: lead.email,
        leadKind: kind,
        leadId,
        stageId: stage.id,
        probability: stage.probability,
        ownerId: lead.owner_id ?? actor.id,
        source: lead.source ?? null,
        createdBy: actor.id,
      })
      .returning();
    if (!deal) throw new Error("The deal was not saved");
    await recordAudit(tx, {
      action: "deal-opened",
      actor,
      subject: { kind: "deal", id: deal.id },
      detail: { lead: `${kind}:${leadId}` },
      ip,
    });
    await noteOnLead(tx, deal, "opened", actor);
    return { dealId: deal.id };
  });
}
