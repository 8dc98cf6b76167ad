import { type SQL, sql } from "drizzle-orm";
import { isRecordId } from "~/lib/ids";
import type { Db } from "../db/client.server";
import { selectRows } from "../db/rows.server";
import { type CardRow, cardColumns, type DealCard, moneyTotals, toCard } from "./cards.server";

export const LIST_PAGE = 50;

/** The list's filters as the URL carries them; anything malformed is left out, not an error. */
export type DealFilters = {
  stage: string | null;
  /** An owner's id, or "none" for deals nobody owns. */
  owner: string | null;
  /** The expected close month, YYYY-MM. */
  month: string | null;
  page: number;
};

export function dealFilters(search: URLSearchParams): DealFilters {
  const stage = search.get("stage");
  const owner = search.get("owner");
  const month = search.get("month");
  const page = Number(search.get("page"));
  return {
    stage: isRecordId(stage) ? stage : null,
    owner: owner && /^[\w-]{1,64}$/.test(owner) ? owner : null,
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
  };
}

function whereOf(filters: DealFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.stage) parts.push(sql`d.stage_id = ${filters.stage}`);
  if (filters.owner === "none") parts.push(sql`d.owner_id is null`);
  else if (filters.owner) parts.push(sql`d.owner_id = ${filters.owner}`);
  if (filters.month) {
    const from = `${filters.month}-01`;
    parts.push(
      sql`d.expected_close_on >= ${from}::date and d.expected_close_on < (${from}::date + interval '1 month')`,
    );
  }
  return sql.join(parts, sql` and `);
}

export type DealList = { deals: DealCard[]; count: number; total: string; pages: number };

/** One page of deals matching the filters, most recently changed first, with their count and value. */
export async function listDeals(db: Db, filters: DealFilters): Promise<DealList> {
  const where = whereOf(filters);
  const [rows, totals] = await Promise.all([
    selectRows<CardRow>(
      db,
      sql`select ${cardColumns} from deals d left join users u on u.id = d.owner_id
        where ${where} order by d.updated_at desc, d.id
        limit ${LIST_PAGE} offset ${(filters.page - 1) * LIST_PAGE}`,
    ),
    selectRows<{ currency: string; count: number; total: string }>(
      db,
      sql`select d.currency, count(*)::int as count, sum(d.value_minor)::text as total
        from deals d where ${where} group by d.currency order by d.currency`,
    ),
  ]);
  const count = totals.reduce((sum, row) => sum + row.count, 0);
  return {
    deals: rows.map(toCard),
    count,
    total: moneyTotals(totals),
    pages: Math.max(1, Math.ceil(count / LIST_PAGE)),
  };
}
