import { Form, Link } from "react-router";
import { namedChoices, SelectOptions } from "~/components/ui/select-options";
import { StackedTable, stackedCell, stackedRow } from "~/components/ui/stacked-table";
import { formatDate } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import type { BoardCard } from "./deal-card";

type Option = { id: string; name: string };
type Filters = { stage: string | null; owner: string | null; month: string | null; page: number };

/** The list's filters: a GET form, so every view is a link and needs no script. */
export function DealFilters({
  filters,
  stages,
  owners,
}: {
  filters: Filters;
  stages: Option[];
  owners: Option[];
}) {
  const control = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";
  return (
    <Form
      method="get"
      className="mb-3 flex flex-wrap items-end gap-3 text-sm"
      aria-label="Filter deals"
    >
      <label className="flex flex-col gap-1">
        <span className="font-medium text-ink">Stage</span>
        <select name="stage" defaultValue={filters.stage ?? ""} className={control}>
          <SelectOptions none="Every stage" choices={namedChoices(stages)} />
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-ink">Owner</span>
        <select name="owner" defaultValue={filters.owner ?? ""} className={control}>
          <option value="">Anyone</option>
          <option value="none">Nobody</option>
          <SelectOptions choices={namedChoices(owners)} />
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-ink">Closes in</span>
        <input
          type="month"
          name="month"
          defaultValue={filters.month ?? ""}
          placeholder="YYYY-MM"
          className={control}
        />
      </label>
      <button
        type="submit"
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-ink hover:bg-slate-50"
      >
        Filter
      </button>
      <Link to="/admin/deals/list" className="py-1.5 text-brand-700 hover:underline">
        Clear
      </Link>
    </Form>
  );
}

/** Deals as a dense table (a stack of lines on a phone). */
export function DealTable({
  deals,
  stageNames,
  footer,
}: {
  deals: BoardCard[];
  stageNames: Record<string, string>;
  footer: React.ReactNode;
}) {
  if (deals.length === 0)
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600 text-sm">
        No deals match.
      </p>
    );
  return (
    <StackedTable
      id="deal-table"
      caption="Deals"
      headings={["Deal", "Company", "Stage", "Value", "Prob.", "Closes", "Owner", "Next step"]}
      footer={footer}
    >
      {deals.map((deal) => (
        <tr key={deal.id} className={stackedRow}>
          <td className={`${stackedCell} w-full font-medium md:w-auto`}>
            <Link to={dealPath(deal.id)} className="text-brand-700 hover:underline">
              {deal.title}
            </Link>{" "}
            <span className="font-normal text-slate-600">{deal.reference}</span>
          </td>
          <td className={`${stackedCell} text-slate-700`}>{deal.company}</td>
          <td className={stackedCell}>{stageNames[deal.stageId] ?? ""}</td>
          <td className={`${stackedCell} tabular-nums md:text-right`}>{deal.value}</td>
          <td className={`${stackedCell} tabular-nums text-slate-700 md:text-right`}>
            {deal.probability} %
          </td>
          <td className={`${stackedCell} text-slate-700`}>
            {deal.expectedCloseOn ? formatDate(deal.expectedCloseOn) : ""}
          </td>
          <td className={`${stackedCell} text-slate-700`}>{deal.ownerName ?? "Nobody"}</td>
          <td className={`${stackedCell} text-slate-700`}>
            {deal.nextStep ?? <span className="text-amber-800">None</span>}
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
