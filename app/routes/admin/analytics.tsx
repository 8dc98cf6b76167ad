import { ConversionTable } from "~/components/analytics/conversion-table";
import { DailyChart } from "~/components/analytics/daily-chart";
import { DimensionTable } from "~/components/analytics/dimension-table";
import { FigureStrip, headlines } from "~/components/analytics/figure-strip";
import { GoalProgressCard } from "~/components/analytics/goal-progress";
import { RangeForm } from "~/components/analytics/range-form";
import { RevenueTable } from "~/components/analytics/revenue-table";
import { WeeklyReportToggle } from "~/components/analytics/weekly-report-toggle";
import { FormStatus } from "~/components/forms/form-status";
import {
  type AnalyticsTable,
  analyticsTables,
  formatDayRange,
  readRange,
  referrerLabel,
} from "~/lib/analytics";
import { monthOf, monthsFrom } from "~/lib/analytics-goal";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { unlistedMeta } from "~/lib/seo";
import { monthProgress } from "~/server/analytics/goals.server";
import { analyticsPageAction } from "~/server/analytics/page-actions.server";
import { analyticsReport } from "~/server/analytics/report.server";
import { weeklyReportOn } from "~/server/analytics/report-opt-out.server";
import { siteDay } from "~/server/analytics/rollup.server";
import { weeklyReportPreview } from "~/server/analytics/weekly-report.server";
import { clientIp } from "~/server/audit/audit.server";
import { db } from "~/server/db/index.server";
import type { Route } from "./+types/analytics";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** Visits, sources and the leads they brought, for a period (admins; record 072). */
const staff = staffRoute("analytics");

export const loader = staff.loader(async (viewer, request) => {
  const today = siteDay();
  const range = readRange(new URL(request.url).searchParams, today);
  const report = await analyticsReport(db(), range);
  const [goal, weeklyReport, preview] = await Promise.all([
    monthProgress(db(), today),
    weeklyReportOn(db(), viewer.id),
    weeklyReportPreview(db()),
  ]);
  // A goal may be set for this month and the next twelve (record 084).
  const months = monthsFrom(monthOf(today), 13);
  const reportPreview = { subject: preview.subject, text: preview.text };
  return { today, report, goal, months, weeklyReport, reportPreview };
});

/**
 * A month's lead goal, the viewer's weekly report on or off (record 084), or a test of it sent
 * to the viewer (record 097).
 */
export const action = staff.formAction((values, viewer, request) =>
  analyticsPageAction(db(), viewer, values, clientIp(request)),
);

export const meta = () => unlistedMeta("Analytics");

/** What counts as won, from the lead-kind registry: "a quote request Converted, …". */
const wonStatuses = leadKindIds
  .flatMap((kind) => {
    const { noun, won } = leadKinds[kind];
    return won ? [`${noun} ${won}`] : [];
  })
  .join(", ");

/** The tables by dimension: the heading of their first column, and what their bars measure. */
const dimensionTables = [
  { table: "pages", heading: "Page", by: "pageViews" },
  { table: "entries", heading: "Page", by: "visits" },
  { table: "referrers", heading: "Referrer", by: "visits", label: referrerLabel },
  { table: "campaigns", heading: "Campaign", by: "visits" },
  { table: "sources", heading: "Source", by: "visits" },
  { table: "devices", heading: "Device", by: "visits" },
] as const;

/** The tables of the leads each entry page, referrer or campaign brought. */
const conversionTables = [
  { table: "leads-by-page", heading: "Entry page" },
  { table: "leads-by-referrer", heading: "Referrer", label: referrerLabel },
  { table: "leads-by-campaign", heading: "Campaign" },
] as const;

/** Won revenue by each part of the first touch, named "Won revenue by …" after its heading. */
const revenueTables = [
  { id: "revenue-by-source", heading: "Source", dimension: "bySource" },
  { id: "revenue-by-campaign", heading: "Campaign", dimension: "byCampaign" },
  { id: "revenue-by-page", heading: "Entry page", dimension: "byEntry" },
] as const;

type Report = Route.ComponentProps["loaderData"]["report"];

/** Visitors and leads per value, to show beside what each value's clients bought. */
function besideRevenue(report: Report) {
  const fromConversions = (rows: Report["conversions"]["leads-by-page"]) =>
    Object.fromEntries(
      rows.map((row) => [row.value, { visitors: row.visitors, leads: row.total }]),
    );
  return {
    byEntry: fromConversions(report.conversions["leads-by-page"]),
    byCampaign: fromConversions(report.conversions["leads-by-campaign"]),
    bySource: Object.fromEntries(
      report.tables.sources.map((row) => [row.value, { visitors: row.visitors, leads: null }]),
    ),
  };
}

export default function Analytics({ loaderData, actionData }: Route.ComponentProps) {
  const { today, report } = loaderData;
  const { totals, previousTotals: before, leads, previousLeads } = report;
  const csv = (table: AnalyticsTable) =>
    `/admin/analytics/export?table=${table}&from=${report.range.from}&to=${report.range.to}`;
  // A report table's frame: its id, its title from the registry, and its CSV of the same range.
  const frame = (table: AnalyticsTable) => ({
    table,
    title: analyticsTables[table],
    csvHref: csv(table),
  });
  const figures = headlines(totals, before, leads, previousLeads);
  const beside = besideRevenue(report);
  return (
    <div className="space-y-3 pb-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-ink text-xl">Analytics</h2>
        <p className="text-slate-600 text-sm">
          {formatDayRange(report.range, today)}, compared with{" "}
          {formatDayRange(report.previous, today)}. Counted on the server: no script, no cookie;
          staff and bots left out.
        </p>
      </div>
      {/* A form posted without scripts: its answer here (with scripts, a toast). */}
      <FormStatus result={actionData} />
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GoalProgressCard progress={loaderData.goal} months={loaderData.months} />
        </div>
        <WeeklyReportToggle on={loaderData.weeklyReport} preview={loaderData.reportPreview} />
      </div>
      <RangeForm range={report.range} today={today} />
      <FigureStrip figures={figures} previous="previous" />
      <DailyChart days={report.series} csvHref={csv("days")} />
      <div className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
        {dimensionTables.map(({ table, ...props }) => (
          <DimensionTable key={table} {...frame(table)} rows={report.tables[table]} {...props} />
        ))}
      </div>
      <h2 className="pt-2 font-bold text-ink text-lg">From visit to client</h2>
      <p className="text-slate-600 text-sm">
        Leads that arrived in the period, by where their sender first came from; won: {wonStatuses}.
      </p>
      <div className="grid gap-3 2xl:grid-cols-2">
        {conversionTables.map(({ table, ...props }) => (
          <ConversionTable
            key={table}
            {...frame(table)}
            rows={report.conversions[table]}
            {...props}
          />
        ))}
      </div>
      <h2 className="pt-2 font-bold text-ink text-lg">Won revenue</h2>
      <p className="text-slate-600 text-sm">
        Deals won in the period: {report.revenue.deals}, worth{" "}
        {report.revenue.total.map((a) => a.formatted).join(" · ") || "nothing yet"}. Each is counted
        under where its client first came from; currencies are never converted.
      </p>
      <div className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
        {revenueTables.map(({ id, heading, dimension }) => (
          <RevenueTable
            key={id}
            id={id}
            title={`Won revenue by ${heading.toLowerCase()}`}
            heading={heading}
            rows={report.revenue[dimension]}
            beside={beside[dimension]}
          />
        ))}
      </div>
    </div>
  );
}
