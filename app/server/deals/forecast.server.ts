import { sql } from "drizzle-orm";
import { formatMoney } from "~/lib/money";
import type { Db } from "../db/client.server";
import { selectRows } from "../db/rows.server";

/** One forecast row: open deals, their value, and value × probability, per currency. */
export type ForecastRow = {
  key: string;
  label: string;
  count: number;
  amounts: {
    currency: string;
    valueMinor: string;
    weightedMinor: string;
    value: string;
    weighted: string;
  }[];
};

type Sum = {
  key: string | null;
  label: string | null;
  currency: string;
  count: number;
  value: string;
  weighted: string;
};

/**
 * The weighted sum of minor units, rounded half up once for the whole group: value × probability
 * summed exactly as numeric in the database, then divided by 100 in bigint (record 113).
 */
export function weightedTotal(valueTimesProbability: string): bigint {
  return (BigInt(valueTimesProbability) + 50n) / 100n;
}

function rowsBy(sums: Sum[], fallback: string): ForecastRow[] {
  const rows = new Map<string, ForecastRow>();
  for (const sum of sums) {
    const key = sum.key ?? "";
    const row = rows.get(key) ?? { key, label: sum.label ?? fallback, count: 0, amounts: [] };
    const currency = sum.currency.trim();
    const weighted = weightedTotal(sum.weighted);
    row.count += sum.count;
    row.amounts.push({
      currency,
      valueMinor: sum.value,
      weightedMinor: weighted.toString(),
      value: formatMoney(sum.value, currency),
      weighted: formatMoney(weighted, currency),
    });
    rows.set(key, row);
  }
  return [...rows.values()];
}

export type Forecast = { byMonth: ForecastRow[]; byOwner: ForecastRow[] };

/** Open deals' weighted value by expected close month and by owner (the forecast page). */
export async function loadForecast(db: Db): Promise<Forecast> {
  const open = sql`from deals d join deal_stages s on s.id = d.stage_id and s.outcome = 'open'`;
  const totals = sql`d.currency, count(*)::int as count, sum(d.value_minor)::text as value,
    sum(d.value_minor::numeric * d.probability)::text as weighted`;
  const [months, owners] = await Promise.all([
    selectRows<Sum>(
      db,
      sql`select to_char(d.expected_close_on, 'YYYY-MM') as key,
          to_char(d.expected_close_on, 'FMMonth YYYY') as label, ${totals}
        ${open} group by 1, 2, d.currency order by 1 nulls last, d.currency`,
    ),
    selectRows<Sum>(
      db,
      sql`select d.owner_id as key, coalesce(nullif(u.name, ''), u.email) as label, ${totals}
        ${open} left join users u on u.id = d.owner_id
        group by 1, 2, d.currency order by 2 nulls last, d.currency`,
    ),
  ]);
  return { byMonth: rowsBy(months, "No close date"), byOwner: rowsBy(owners, "Nobody") };
}
