import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/client.server";
import { deals } from "../db/schema.server";
import { noteOnLead } from "./deal-lead.server";
import type { DealStage } from "./stages.server";
import { winDeal } from "./won.server";

type DealRow = typeof deals.$inferSelect;
type Staff = { id: string; email: string };

/**
 * Puts a locked deal in `stage`, in the caller's transaction: Won goes through winDeal (one win,
 * its notice and webhook); Lost closes it with its reason; an open stage (re)opens it with the
 * stage's probability. Each writes its audit row, and the lead's timeline hears of won and lost.
 */
export async function enterStage(
  tx: Db,
  deal: DealRow,
  stage: DealStage,
  actor: Staff,
  reason: string | null,
  ip: string | null,
): Promise<void> {
  if (deal.stageId === stage.id && stage.outcome !== "lost") return;
  const auditMove = (action: "deal-lost" | "deal-moved") =>
    recordAudit(tx, {
      action,
      actor,
      subject: { kind: "deal", id: deal.id },
      detail: { fromStage: deal.stageId, toStage: stage.id },
      ip,
    });
  switch (stage.outcome) {
    case "won":
      await winDeal(tx, { dealId: deal.id, actor: { userId: actor.id, ip } });
      return;
    case "lost":
      await tx
        .update(deals)
        .set({
          stageId: stage.id,
          probability: 0,
          lostReason: reason,
          wonAt: null,
          closedAt: deal.closedAt && deal.stageId === stage.id ? deal.closedAt : sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(deals.id, deal.id));
      if (deal.stageId === stage.id) return;
      await auditMove("deal-lost");
      await noteOnLead(tx, deal, "lost", actor, reason);
      return;
    case "open":
      await tx
        .update(deals)
        .set({
          stageId: stage.id,
          probability: stage.probability,
          lostReason: null,
          wonAt: null,
          closedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(deals.id, deal.id));
      await auditMove("deal-moved");
      return;
    default: {
      const unknown: never = stage.outcome;
      throw new Error(`No stage outcome ${String(unknown)}`);
    }
  }
}

/** The deal, locked for the change (two staff moving it at once take turns). */
export async function lockDeal(tx: Db, id: string): Promise<DealRow | null> {
  const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
  return deal ?? null;
}
