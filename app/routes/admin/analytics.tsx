import { ConversionTable } from "~/components/analytics/conversion-table";
import { DailyChart } from "~/components/analytics/daily-chart";
import { DimensionTable } from "~/components/analytics/dimension-table";
import { FigureStrip, headlines } from "~/components/analytics/figure-strip";
import { RangeForm } from "~/components/analytics/range-form";
import { pageTitle } from "~/content/site";
import { type AnalyticsTable, type DayRange, readRange, referrerLabel } from "~/lib/analytics";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { analyticsReport } from "~/server/analytics/report.server";
import { siteDay } from "~/server/analytics/rollup.server";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { db } from "~/server/db/index.server";
import { personal } from "~/server/http/responses.server";
import type { Route } from "./+types/analytics";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** Visits, sources and the leads they brought, for a period (admins; record 072). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "analytics");
  const today = siteDay();
  const range = readRange(new URL(request.url).searchParams, today);
  return personal({ today, report: await analyticsReport(db(), range) });
}

export function meta() {
  return [{ title: pageTitle("Analytics") }, { name: "robots", content: "noindex" }];
}

/** What counts as won, from the lead-kind registry: "a quote request Converted, …". */
const wonStatuses = leadKindIds
  .flatMap((kind) => {
    const { noun, won } = leadKinds[kind];
    return won ? [`${noun} ${won}`] : [];
  })
  .join(", ");

const periodLabel = ({ from, to }: DayRange) => (from === to ? from : `${from} – ${to}`);

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { today, report } = loaderData;
  const { totals, previousTotals: before, leads, previousLeads } = report;
  const csv = (table: AnalyticsTable) =>
    `/admin/analytics/export?table=${table}&from=${report.range.from}&to=${report.range.to}`;
  const figures = headlines(totals, before, leads, previousLeads);
  return (
    <div className="space-y-3 pb-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold text-ink text-xl">Analytics</h2>
        <p className="text-slate-600 text-sm">
          {periodLabel(report.range)}, compared with {periodLabel(report.previous)}. Counted on the
          server: no script, no cookie; staff and bots left out.
        </p>
      </div>
      <RangeForm range={report.range} today={today} />
      <FigureStrip figures={figures} previous="previous" />
      <DailyChart days={report.series} csvHref={csv("days")} />
      <div className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3">
        <DimensionTable
          title="Top pages"
          heading="Page"
          rows={report.tables.pages}
          by="pageViews"
          csvHref={csv("pages")}
        />
        <DimensionTable
          title="Entry pages"
          heading="Page"
          rows={report.tables.entries}
          by="visits"
          csvHref={csv("entries")}
        />
        <DimensionTable
          title="Referrers"
          heading="Referrer"
          rows={report.tables.referrers}
          by="visits"
          csvHref={csv("referrers")}
          label={referrerLabel}
        />
        <DimensionTable
          title="UTM campaigns"
          heading="Campaign"
          rows={report.tables.campaigns}
          by="visits"
          csvHref={csv("campaigns")}
        />
        <DimensionTable
          title="UTM sources"
          heading="Source"
          rows={report.tables.sources}
          by="visits"
          csvHref={csv("sources")}
        />
        <DimensionTable
          title="Devices"
          heading="Device"
          rows={report.tables.devices}
          by="visits"
          csvHref={csv("devices")}
        />
      </div>
      <h2 className="pt-2 font-bold text-ink text-lg">From visit to client</h2>
      <p className="text-slate-600 text-sm">
        Leads that arrived in the period, by where their sender first came from; won: {wonStatuses}.
      </p>
      <div className="grid gap-3 2xl:grid-cols-2">
        <ConversionTable
          title="Leads by entry page"
          heading="Entry page"
          rows={report.conversions["leads-by-page"]}
          csvHref={csv("leads-by-page")}
        />
        <ConversionTable
          title="Leads by referrer"
          heading="Referrer"
          rows={report.conversions["leads-by-referrer"]}
          csvHref={csv("leads-by-referrer")}
          label={referrerLabel}
        />
        <ConversionTable
          title="Leads by campaign"
          heading="Campaign"
          rows={report.conversions["leads-by-campaign"]}
          csvHref={csv("leads-by-campaign")}
        />
      </div>
    </div>
  );
}
