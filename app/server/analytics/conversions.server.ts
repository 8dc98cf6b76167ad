import { getTableName, sql } from "drizzle-orm";
import { site } from "~/content/site";
import {
  addDays,
  type ConversionRow,
  conversionRate,
  type DayRange,
  type DimensionRow,
  OTHER_VALUE,
  TOP_VALUES,
} from "~/lib/analytics";
import { type LeadKind, leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { countablePath } from "~/lib/secret-links";
import { zonedInstant } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { leadTables } from "../leads/lead-tables.server";

/** The source fields a lead stored (LeadSource) that match the Analytics page's dimensions. */
export type LeadDimension = "entry" | "referrer" | "source" | "campaign";

type LeadGroup = Record<LeadDimension, string | null> & { leads: number; won: number };

/**
 * Leads that arrived in the range, by kind, grouped by the source they stored (record 041):
 * landing page, referrer (a lead with a source but no referrer came straight: ""), utm source
 * and campaign; with how many reached their kind's won status (lead-kinds registry).
 */
async function leadGroups(db: Db, kind: LeadKind, range: DayRange): Promise<LeadGroup[]> {
  const start = zonedInstant(range.from, null, site.timeZone);
  const end = zonedInstant(addDays(range.to, 1), null, site.timeZone);
  const table = sql.identifier(getTableName(leadTables[kind].table));
  const won = leadKinds[kind].won ?? "";
  const result = await db.execute(sql`
    select source->>'landing' as entry,
      case when source is null then null else coalesce(source->>'referrer', '') end as referrer,
      source->>'utmSource' as source, source->>'utmCampaign' as campaign,
      count(*)::int as leads, (count(*) filter (where status = ${won}))::int as won
    from ${table}
    where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
    group by 1, 2, 3, 4`);
  return rowsOf<LeadGroup>(result);
}

export type LeadsByKind = Record<LeadKind, LeadGroup[]>;

export async function leadsInRange(db: Db, range: DayRange): Promise<LeadsByKind> {
  const entries = await Promise.all(
    leadKindIds.map(async (kind) => [kind, await leadGroups(db, kind, range)] as const),
  );
  return Object.fromEntries(entries) as LeadsByKind;
}

const noLeads = () =>
  Object.fromEntries(leadKindIds.map((kind) => [kind, 0])) as Record<LeadKind, number>;

/**
 * One row per value of `dimension` that had visitors or leads: visitors and converting visitors
 * (from the daily figures, one basis: the rate never exceeds 100 %, record 097), the leads that
 * named the value as their source by kind, and those won. Most converting visitors first, then
 * most leads, then most visitors; beyond TOP_VALUES rows, the rest is one OTHER_VALUE row.
 */
export function conversionRows(
  leads: LeadsByKind,
  dimension: LeadDimension,
  figures: DimensionRow[],
): ConversionRow[] {
  const byValue = new Map(figures.map((row) => [row.value, row]));
  const rows = new Map<string, ConversionRow>();
  const rowOf = (value: string) => {
    let row = rows.get(value);
    if (!row) {
      const seen = byValue.get(value);
      row = {
        value,
        visitors: seen?.visitors ?? 0,
        converted: seen?.converted ?? 0,
        leads: noLeads(),
        total: 0,
        won: 0,
        rate: null,
      };
      rows.set(value, row);
    }
    return row;
  };
  for (const value of byValue.keys()) rowOf(value);
  for (const kind of leadKindIds) {
    for (const group of leads[kind]) {
      const stored = group[dimension];
      if (stored === null) continue;
      // Leads whose cookie kept a booking link's token from before record 096 show its route.
      const value = dimension === "entry" ? countablePath(stored) : stored;
      const row = rowOf(value);
      row.leads[kind] += group.leads;
      row.total += group.leads;
      row.won += group.won;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      Number(a.value === OTHER_VALUE) - Number(b.value === OTHER_VALUE) ||
      b.converted - a.converted ||
      b.total - a.total ||
      b.visitors - a.visitors,
  );
  // OTHER_VALUE sorts last, so it is in the rest whenever there is one.
  const kept = sorted.slice(0, TOP_VALUES);
  const rest = sorted.slice(TOP_VALUES);
  if (rest.length) kept.push(rest.reduce(addInto, emptyRow(OTHER_VALUE)));
  for (const row of kept) row.rate = conversionRate(row);
  return kept;
}

const emptyRow = (value: string): ConversionRow => ({
  value,
  visitors: 0,
  converted: 0,
  leads: noLeads(),
  total: 0,
  won: 0,
  rate: null,
});

function addInto(sum: ConversionRow, row: ConversionRow): ConversionRow {
  sum.visitors += row.visitors;
  sum.converted += row.converted;
  for (const kind of leadKindIds) sum.leads[kind] += row.leads[kind];
  sum.total += row.total;
  sum.won += row.won;
  return sum;
}

/** Every lead of the range by kind, and those won. */
export function leadTotals(leads: LeadsByKind) {
  const byKind = noLeads();
  let won = 0;
  for (const kind of leadKindIds) {
    for (const group of leads[kind]) {
      byKind[kind] += group.leads;
      won += group.won;
    }
  }
  const total = leadKindIds.reduce((sum, kind) => sum + byKind[kind], 0);
  return { byKind, total, won };
}
