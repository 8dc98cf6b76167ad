import { Link } from "react-router";
import { DealFilters, DealTable } from "~/components/deals/deal-table";
import { DealsNav } from "~/components/deals/deals-nav";
import { unlistedMeta } from "~/lib/seo";
import { db } from "~/server/db/index.server";
import { dealFilters, listDeals } from "~/server/deals/list.server";
import { dealOwners, listStages } from "~/server/deals/stages.server";
import type { Route } from "./+types/deals-list";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

// Every deal, filtered by stage, owner and close month (record 113). Admins only.
export const loader = staffRoute("deals").loader(async (_viewer, request) => {
  const filters = dealFilters(new URL(request.url).searchParams);
  const [list, stages, owners] = await Promise.all([
    listDeals(db(), filters),
    listStages(db()),
    dealOwners(db()),
  ]);
  return { filters, list, stages, owners };
});

export const meta = () => unlistedMeta("Deals list");

function pageLink(filters: Route.ComponentProps["loaderData"]["filters"], page: number) {
  const search = new URLSearchParams();
  if (filters.stage) search.set("stage", filters.stage);
  if (filters.owner) search.set("owner", filters.owner);
  if (filters.month) search.set("month", filters.month);
  if (page > 1) search.set("page", String(page));
  return `?${search}`;
}

export default function DealsList({ loaderData }: Route.ComponentProps) {
  const { filters, list, stages, owners } = loaderData;
  const stageNames = Object.fromEntries(stages.map((stage) => [stage.id, stage.name]));
  const footer = (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-t px-3 py-2 text-sm"
    >
      <span className="text-slate-600">
        {list.count} {list.count === 1 ? "deal" : "deals"} · {list.total} · page {filters.page} of
        {list.pages}
      </span>
      <span className="flex gap-3">
        {filters.page > 1 && (
          <Link to={pageLink(filters, filters.page - 1)} className="text-brand-700 hover:underline">
            Previous
          </Link>
        )}
        {filters.page < list.pages && (
          <Link to={pageLink(filters, filters.page + 1)} className="text-brand-700 hover:underline">
            Next
          </Link>
        )}
      </span>
    </nav>
  );
  return (
    <>
      <DealsNav title="Deals" />
      <DealFilters filters={filters} stages={stages} owners={owners} />
      <DealTable deals={list.deals} stageNames={stageNames} footer={footer} />
    </>
  );
}
