import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import {
  type AnalyticsTable,
  addDays,
  type DayRange,
  type DimensionRow,
  type Figures,
  OTHER_VALUE,
  previousRange,
  TOP_VALUES,
} from "~/lib/analytics";
import type { Db } from "../db/client.server";
import { rowsOf } from "../db/rows.server";
import { analyticsDaily } from "../db/schema.server";
import { conversionRows, type LeadDimension, leadsInRange, leadTotals } from "./conversions.server";
import { revenueInRange } from "./revenue.server";
import { rollUpPending } from "./rollup.server";

/** Figures of a range with no page views. */
export const zeroFigures: Figures = {
  pageViews: 0,
  visitors: 0,
  visits: 0,
  bounces: 0,
  visitSeconds: 0,
  converted: 0,
};

const inRange = ({ from, to }: DayRange) =>
  and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, to));

type SummedRow = Figures & { dimension: string; value: string };

/**
 * Each dimension's values over the range, summed from the daily figures: its TOP_VALUES values
 * (pages by page views, the others by visits) and the rest as one OTHER_VALUE row, whatever the
 * days hold (record 096).
 */
async function dimensionRows(db: Db, range: DayRange) {
  const result = await db.execute(sql`
    with sums as (
      select dimension, value, sum(page_views)::int as "pageViews", sum(visitors)::int as visitors,
        sum(visits)::int as visits, sum(bounces)::int as bounces, sum(visit_seconds)::int as "visitSeconds",
        sum(converted)::int as converted
      from analytics_daily where day >= ${range.from}::date and day <= ${range.to}::date
      group by dimension, value
    ),
    ranked as (
      select *, row_number() over (partition by dimension order by
        case when dimension = 'page' then "pageViews" else visits end desc, "pageViews" desc, value) as rank
      from sums where value <> ${OTHER_VALUE} or dimension = 'total'
    ),
    rest as (
      select dimension, "pageViews", visitors, visits, bounces, "visitSeconds", converted
        from ranked where rank > ${TOP_VALUES}
      union all select dimension, "pageViews", visitors, visits, bounces, "visitSeconds", converted
        from sums where value = ${OTHER_VALUE} and dimension <> 'total'
    )
    select dimension, value, "pageViews", visitors, visits, bounces, "visitSeconds", converted
      from ranked where rank <= ${TOP_VALUES}
    union all select dimension, ${OTHER_VALUE}, sum("pageViews")::int, sum(visitors)::int,
      sum(visits)::int, sum(bounces)::int, sum("visitSeconds")::int, sum(converted)::int
      from rest group by dimension`);
  const rows = rowsOf<SummedRow>(result);
  // The rest last, whatever it sums to: it is no value of its own.
  const by = (dimension: string, order: keyof Figures): DimensionRow[] =>
    rows
      .filter((row) => row.dimension === dimension)
      .map(({ dimension: _, ...row }) => row)
      .sort(
        (a, b) =>
          Number(a.value === OTHER_VALUE) - Number(b.value === OTHER_VALUE) ||
          b[order] - a[order] ||
          a.value.localeCompare(b.value),
      );
  return {
    total: by("total", "pageViews")[0] ?? { ...zeroFigures, value: "" },
    pages: by("page", "pageViews"),
    entries: by("entry", "visits"),
    referrers: by("referrer", "visits"),
    sources: by("source", "visits"),
    campaigns: by("campaign", "visits"),
    devices: by("device", "visits"),
  };
}

/** Page views, visitors and visits of each day of the range, zero on days without any. */
async function dailySeries(db: Db, range: DayRange) {
  const rows = await db
    .select({
      day: analyticsDaily.day,
      pageViews: analyticsDaily.pageViews,
      visitors: analyticsDaily.visitors,
      visits: analyticsDaily.visits,
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), inRange(range)))
    .orderBy(asc(analyticsDaily.day));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    series.push(byDay.get(day) ?? { day, pageViews: 0, visitors: 0, visits: 0 });
  }
  return series;
}

/**
 * The Analytics page: the range's figures against the previous period of the same length,
 * day by day, per dimension, and what each entry page, referrer and campaign brought in leads
 * (conversions.server.ts). Rolls up what is new first, so the page is current to the last
 * batch written (record 072); that costs what was written since the last roll-up, not the day
 * (record 086).
 */
export async function analyticsReport(db: Db, range: DayRange) {
  await rollUpPending(db);
  const previous = previousRange(range);
  const [now, before, series, leads, previousLeads, revenue] = await Promise.all([
    dimensionRows(db, range),
    dimensionRows(db, previous),
    dailySeries(db, range),
    leadsInRange(db, range),
    leadsInRange(db, previous),
    revenueInRange(db, range),
  ]);
  const conversions = (dimension: LeadDimension, rows: DimensionRow[]) =>
    conversionRows(leads, dimension, rows);
  const { total, ...tables } = now;
  return {
    range,
    previous,
    totals: total,
    previousTotals: before.total,
    leads: leadTotals(leads),
    previousLeads: leadTotals(previousLeads),
    series,
    tables,
    conversions: {
      "leads-by-page": conversions("entry", now.entries),
      "leads-by-referrer": conversions("referrer", now.referrers),
      "leads-by-campaign": conversions("campaign", now.campaigns),
    },
    // Won deals' value by their first-touch source (record 114).
    revenue,
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

/** The rows of one of the page's tables, as its CSV has them. */
export function tableRows(report: AnalyticsReport, table: AnalyticsTable) {
  if (table === "days") return report.series;
  if (table in report.conversions)
    return report.conversions[table as keyof AnalyticsReport["conversions"]];
  return report.tables[table as keyof AnalyticsReport["tables"]];
}
