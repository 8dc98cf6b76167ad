import { analyticsTables, isAnalyticsTable, readRange } from "~/lib/analytics";
import { analyticsCsv } from "~/server/analytics/analytics-csv.server";
import { analyticsReport } from "~/server/analytics/report.server";
import { siteDay } from "~/server/analytics/rollup.server";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { db } from "~/server/db/index.server";
import { csvDownload, invariantResponse } from "~/server/http/responses.server";
import type { Route } from "./+types/analytics-export";

/** One table of the Analytics page, for its period, as a CSV download (no personal data). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "analytics");
  const search = new URL(request.url).searchParams;
  const table = search.get("table");
  invariantResponse(isAnalyticsTable(table), "Not found", { status: 404 });
  const range = readRange(search, siteDay());
  const csv = analyticsCsv(await analyticsReport(db(), range), table);
  const name = analyticsTables[table].toLowerCase().replaceAll(" ", "-");
  return csvDownload(csv, `${name}-${range.from}-${range.to}.csv`);
}
