import { and, count, desc, eq, isNull } from "drizzle-orm";
import { formatDealReference } from "~/lib/deals";
import { MY_WORK_ROWS } from "~/lib/my-work";
import type { Db } from "../db/client.server";
import { dealStages, deals } from "../db/schema.server";

/** My work's deals section (record 113): the viewer's open deals that have no next step. */
export type DealWorkSection = {
  id: "deals-no-next-step";
  label: string;
  empty: string;
  total: number;
  rows: { id: string; reference: string; title: string; stage: string; updatedAt: string }[];
};

export async function loadDealWork(db: Db, viewerId: string): Promise<DealWorkSection> {
  const where = and(
    eq(deals.ownerId, viewerId),
    isNull(deals.nextStep),
    eq(dealStages.outcome, "open"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: deals.id,
        reference: deals.reference,
        title: deals.title,
        stage: dealStages.name,
        updatedAt: deals.updatedAt,
      })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(where)
      .orderBy(desc(deals.updatedAt))
      .limit(MY_WORK_ROWS),
    db
      .select({ n: count() })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .where(where),
  ]);
  return {
    id: "deals-no-next-step",
    label: "Deals without a next step",
    empty: "Every deal of yours has a next step.",
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => ({
      ...row,
      reference: formatDealReference(row.reference),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
