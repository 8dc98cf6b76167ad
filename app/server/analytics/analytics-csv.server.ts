import {
  type AnalyticsTable,
  bounceRate,
  type ConversionRow,
  conversionRate,
  type DimensionRow,
  meanVisitSeconds,
  referrerLabel,
} from "~/lib/analytics";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { toCsv } from "../dashboard/list-csv.server";
import { type AnalyticsReport, tableRows, zeroFigures } from "./report.server";

const ratio = (value: number | null) => (value === null ? "" : value.toFixed(4));

function dimensionLine(table: AnalyticsTable, row: DimensionRow) {
  return {
    [table]: table === "referrers" ? referrerLabel(row.value) : row.value,
    page_views: row.pageViews,
    visitors: row.visitors,
    visits: row.visits,
    bounce_rate: ratio(bounceRate(row)),
    mean_visit_seconds: meanVisitSeconds(row)?.toFixed(0) ?? "",
  };
}

function conversionLine(table: AnalyticsTable, row: ConversionRow) {
  const line: Record<string, string | number> = {
    [table]: table === "leads-by-referrer" ? referrerLabel(row.value) : row.value,
    visitors: row.visitors,
    converted_visitors: row.converted,
  };
  for (const kind of leadKindIds) line[leadKinds[kind].label] = row.leads[kind];
  return { ...line, leads: row.total, won: row.won, conversion: ratio(conversionRate(row)) };
}

/** One of the Analytics page's tables as CSV, every row (the page shows 25 at a time). */
export function analyticsCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  const rows = tableRows(report, table);
  const lines: Record<string, string | number>[] = rows.map((row) => {
    if ("day" in row) return { ...row };
    if ("leads" in row) return conversionLine(table, row);
    return dimensionLine(table, row);
  });
  const columns = Object.keys(lines[0] ?? emptyLine(report, table));
  return toCsv(lines, columns);
}

/** The header of a table without rows. */
function emptyLine(report: AnalyticsReport, table: AnalyticsTable) {
  if (table === "days") return { day: "", pageViews: 0, visitors: 0, visits: 0 };
  if (table.startsWith("leads-by-"))
    return conversionLine(table, {
      value: "",
      visitors: 0,
      converted: 0,
      leads: report.leads.byKind,
      total: 0,
      won: 0,
      rate: null,
    });
  return dimensionLine(table, { value: "", ...zeroFigures });
}
