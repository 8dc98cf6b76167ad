import { sql } from "drizzle-orm";
import { site } from "~/content/site";
import { addDays, type DayRange, OTHER_VALUE, TOP_VALUES } from "~/lib/analytics";
import { formatMoney } from "~/lib/money";
import { countablePath } from "~/lib/secret-links";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { selectRows } from "../db/rows.server";

// Won revenue by where the client first came from (record 114): each deal keeps its lead's
// first-touch source, so a won value is counted under the entry page, utm source and campaign
// of the visit that brought the lead. The same first-party counting: no script, no cookie.

/** The value a deal without that part of a source is counted under. */
export const UNTRACKED = "(not tracked)";

export type RevenueAmount = { currency: string; minor: string; formatted: string };
export type RevenueRow = { value: string; deals: number; amounts: RevenueAmount[] };
export type RevenueDimension = "entry" | "source" | "campaign";

type Group = {
  entry: string | null;
  source: string | null;
  campaign: string | null;
  currency: string;
  deals: number;
  total: string;
};

function rowsBy(groups: Group[], dimension: RevenueDimension): RevenueRow[] {
  const rows = new Map<string, { deals: number; totals: Map<string, bigint> }>();
  for (const group of groups) {
    const stored = group[dimension];
    const value = stored ? (dimension === "entry" ? countablePath(stored) : stored) : UNTRACKED;
    const row = rows.get(value) ?? { deals: 0, totals: new Map<string, bigint>() };
    const currency = group.currency.trim();
    row.deals += group.deals;
    row.totals.set(currency, (row.totals.get(currency) ?? 0n) + BigInt(group.total));
    rows.set(value, row);
  }
  const sorted = [...rows.entries()]
    .map(([value, row]) => ({ value, deals: row.deals, totals: row.totals }))
    .sort((a, b) => b.deals - a.deals || a.value.localeCompare(b.value));
  const kept = sorted.slice(0, TOP_VALUES);
  const rest = sorted.slice(TOP_VALUES);
  if (rest.length) {
    const totals = new Map<string, bigint>();
    for (const row of rest)
      for (const [currency, minor] of row.totals)
        totals.set(currency, (totals.get(currency) ?? 0n) + minor);
    kept.push({ value: OTHER_VALUE, deals: rest.reduce((n, row) => n + row.deals, 0), totals });
  }
  return kept.map((row) => ({
    value: row.value,
    deals: row.deals,
    amounts: amountsOf(row.totals),
  }));
}

function amountsOf(totals: Map<string, bigint>): RevenueAmount[] {
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({
      currency,
      minor: minor.toString(),
      formatted: formatMoney(minor, currency),
    }));
}

export type Revenue = {
  deals: number;
  total: RevenueAmount[];
  byEntry: RevenueRow[];
  bySource: RevenueRow[];
  byCampaign: RevenueRow[];
};

/** Deals won in the range (site days), grouped by their first-touch source, with their value. */
export async function revenueInRange(db: Db, range: DayRange): Promise<Revenue> {
  const start = zonedInstant(range.from, null, site.timeZone);
  const end = zonedInstant(addDays(range.to, 1), null, site.timeZone);
  const groups = await selectRows<Group>(
    db,
    sql`select source->>'landing' as entry, source->>'utmSource' as source,
        source->>'utmCampaign' as campaign, currency, count(*)::int as deals,
        sum(value_minor)::text as total
      from deals
      where won_at >= ${start.toISOString()}::timestamptz and won_at < ${end.toISOString()}::timestamptz
      group by 1, 2, 3, 4`,
  );
  const totals = new Map<string, bigint>();
  for (const group of groups) {
    const currency = group.currency.trim();
    totals.set(currency, (totals.get(currency) ?? 0n) + BigInt(group.total));
  }
  return {
    deals: groups.reduce((n, group) => n + group.deals, 0),
    total: amountsOf(totals),
    byEntry: rowsBy(groups, "entry"),
    bySource: rowsBy(groups, "source"),
    byCampaign: rowsBy(groups, "campaign"),
  };
}

/** "$12,000.00 · €500.00", or "none" when nothing was won. */
export const revenueText = (amounts: RevenueAmount[]) =>
  amounts.length ? amounts.map((a) => a.formatted).join(" · ") : "none";
