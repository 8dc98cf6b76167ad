import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { selectRows } from "../db/rows.server";
import { type CardRow, cardColumns, type DealCard, moneyTotals, toCard } from "./cards.server";
import { type DealStage, listStages } from "./stages.server";

/** How many cards a column shows, most recently changed first; the list has the rest. */
export const BOARD_CARDS = 20;

export type BoardColumn = DealStage & { count: number; total: string; deals: DealCard[] };

/**
 * The pipeline board (record 113): every stage with its count and value, and its latest cards.
 * Each column reads its own rows through the (stage, updated_at) index, so 10,000 deals cost
 * a column's worth each.
 */
export async function loadBoard(db: Db): Promise<BoardColumn[]> {
  const [stages, cards, totals] = await Promise.all([
    listStages(db),
    selectRows<CardRow>(
      db,
      sql`select c.* from deal_stages s cross join lateral (
        select ${cardColumns} from deals d left join users u on u.id = d.owner_id
        where d.stage_id = s.id order by d.updated_at desc limit ${BOARD_CARDS}) c`,
    ),
    selectRows<{ stage_id: string; currency: string; count: number; total: string }>(
      db,
      sql`select stage_id, currency, count(*)::int as count, sum(value_minor)::text as total
        from deals group by stage_id, currency order by currency`,
    ),
  ]);
  return stages.map((stage) => {
    const own = totals.filter((row) => row.stage_id === stage.id);
    return {
      ...stage,
      count: own.reduce((sum, row) => sum + row.count, 0),
      total: moneyTotals(own),
      deals: cards.filter((card) => card.stage_id === stage.id).map(toCard),
    };
  });
}
