import { DealsNav } from "~/components/deals/deals-nav";
import { ForecastTable } from "~/components/deals/forecast-table";
import { unlistedMeta } from "~/lib/seo";
import { db } from "~/server/db/index.server";
import { loadForecast } from "~/server/deals/forecast.server";
import type { Route } from "./+types/deals-forecast";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// The forecast (record 113): open deals' value × probability, by close month and by owner.
export const loader = staffRoute("deals").loader(() => loadForecast(db()));

export const meta = () => unlistedMeta("Deals forecast");

export default function DealsForecast({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DealsNav title="Deals" />
      <p className="mb-3 max-w-3xl text-slate-600 text-sm">
        Open deals only. Weighted value is each deal's value times its probability, summed exactly
        in cents; amounts in different currencies are shown apart, never converted.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <ForecastTable
          id="by-month"
          title="By expected close month"
          first="Month"
          rows={loaderData.byMonth}
        />
        <ForecastTable id="by-owner" title="By owner" first="Owner" rows={loaderData.byOwner} />
      </div>
    </>
  );
}
