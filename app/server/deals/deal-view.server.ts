import { desc, eq } from "drizzle-orm";
import { site } from "~/content/site";
import { dealHistoryLabel, formatDealReference } from "~/lib/deals";
import { isLeadKind, leadKinds } from "~/lib/lead-kinds";
import { sourceRows } from "~/lib/lead-source";
import { minorToDecimal } from "~/lib/money";
import { recordPath } from "~/lib/workspace";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { auditLog, clients, deals } from "../db/schema.server";

/** A deal as its page shows and edits it: the form's values as typed, and what surrounds it. */
export async function loadDeal(db: Db, id: string) {
  const [deal] = await db.select().from(deals).where(eq(deals.id, id));
  if (!deal) return null;
  const currency = deal.currency.trim();
  const [history, client] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        by: auditLog.actorEmail,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(eq(auditLog.subjectId, id))
      .orderBy(desc(auditLog.at))
      .limit(50),
    deal.contactEmail
      ? db.select().from(clients).where(eq(clients.email, deal.contactEmail.toLowerCase()))
      : [],
  ]);
  const lead =
    deal.leadKind && deal.leadId && isLeadKind(deal.leadKind)
      ? { label: leadKinds[deal.leadKind].label, href: recordPath(deal.leadKind, deal.leadId) }
      : null;
  const nextStepOn = deal.nextStepAt ? zonedParts(deal.nextStepAt, site.timeZone).date : "";
  return {
    id: deal.id,
    reference: formatDealReference(deal.reference),
    values: {
      title: deal.title,
      company: deal.company ?? "",
      contactName: deal.contactName ?? "",
      contactEmail: deal.contactEmail ?? "",
      value: minorToDecimal(deal.valueMinor, currency),
      currency,
      stageId: deal.stageId,
      probability: String(deal.probability),
      expectedCloseOn: deal.expectedCloseOn ?? "",
      ownerId: deal.ownerId ?? "",
      nextStep: deal.nextStep ?? "",
      nextStepOn,
      lostReason: deal.lostReason ?? "",
    },
    wonAt: deal.wonAt?.toISOString() ?? null,
    closedAt: deal.closedAt?.toISOString() ?? null,
    createdAt: deal.createdAt.toISOString(),
    isClient: client.length > 0,
    lead,
    source: sourceRows(deal.source),
    history: history.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      what: dealHistoryLabel(row.action),
      by: row.by ?? (typeof row.detail?.by === "string" ? row.detail.by : "System"),
    })),
  };
}

export type DealView = NonNullable<Awaited<ReturnType<typeof loadDeal>>>;
