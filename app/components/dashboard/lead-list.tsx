import { useState } from "react";
import type { LeadPage } from "~/lib/dashboard";
import { isWorked } from "~/lib/lead-capabilities";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { BulkAssign } from "./bulk-assign";
import { LeadTable } from "./lead-table";
import { ListFilters, ViewTabs } from "./list-filters";
import { Pager } from "./pager";
import { WeeklyChart } from "./weekly-chart";

/** A lead list: views with counts, filters, bulk assign, the records' table, pages, the chart. */
export function LeadList<K extends LeadKind>({ data }: { data: LeadPage<K> }) {
  const { kind, filters } = data;
  const list = leadKinds[kind];
  const formId = `assign-${kind}`;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) checked ? next.add(id) : next.delete(id);
      return next;
    });
  const onPage = data.rows.filter((row) => selected.has(row.id)).length;
  const filtered = filters.status || filters.q || filters.product || filters.job;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ViewTabs data={data} />
        {isWorked(kind) && (
          <BulkAssign
            formId={formId}
            owners={data.owners}
            count={onPage}
            onDone={() => setSelected(new Set())}
          />
        )}
      </div>
      <ListFilters data={data}>
        <p className="text-slate-600 text-xs tabular-nums" aria-live="polite">
          {data.total} {data.total === 1 ? "record" : "records"}
          {data.pageCount > 1 && ` · page ${data.page} of ${data.pageCount}`}
        </p>
      </ListFilters>
      {data.rows.length === 0 ? (
        <p className="rounded-lg border border-slate-300 border-dashed p-6 text-center text-slate-600 text-sm">
          Nothing here{filtered || filters.view !== "all" ? " for these filters" : " yet"}.
        </p>
      ) : (
        <div className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-slate-200 sm:bg-white">
          <LeadTable data={data} formId={formId} selected={selected} onSelect={select} />
        </div>
      )}
      <Pager label={list.label} filters={filters} page={data.page} pageCount={data.pageCount} />
      <WeeklyChart weeks={data.weekly} label={`New ${list.label.toLowerCase()}`} />
    </div>
  );
}
