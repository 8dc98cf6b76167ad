import type { ReactNode } from "react";
import { type Column, TableHead } from "~/components/ui/table-head";
import { CsvLink } from "./csv-link";
import { ScrollRegion } from "./scroll-region";
import { TablePager, usePagedRows } from "./table-pager";

export const cell = "px-2 py-1 text-left";
export const num = "px-2 py-1 text-right tabular-nums";

/** A report's headings: the dimension's name, then its figures' names (right-aligned). */
export const reportColumns = (heading: string, figures: string[]): Column[] => [
  { label: heading, className: cell },
  ...figures.map((label) => ({ label, className: num })),
];

/**
 * A report's table, named by its title, scrolling sideways on narrow screens; `empty`, when
 * given, is a line across its columns in place of rows.
 */
export function ReportGrid({
  title,
  columns,
  empty,
  children,
}: {
  title: string;
  columns: Column[];
  empty?: string;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={title}>
      <table className="w-full border-collapse text-sm">
        <TableHead className="text-slate-600 text-xs" columns={columns} />
        <tbody className="divide-y divide-slate-100">
          {empty && (
            <tr>
              <td colSpan={columns.length} className={`${cell} text-slate-600`}>
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Where one table of the Analytics page stands: its id, its title and its CSV's address. */
export type ReportTableFrame = {
  /** The table's id (analyticsTables), its anchor and its page parameter. */
  table: string;
  title: string;
  csvHref: string;
};

/**
 * One table of the Analytics page: its title with the CSV link, the table scrolling sideways on
 * narrow screens, a line across its columns (`empty`) when it has no rows, and a page of its
 * rows at a time with a pager (table-pager.tsx).
 */
export function ReportTable<T>({
  table,
  title,
  csvHref,
  columns,
  empty,
  rows,
  row,
}: ReportTableFrame & {
  /** The headings (reportColumns). */
  columns: Column[];
  /** What an empty table says. */
  empty: string;
  rows: T[];
  /** A body row, given the page's rows (for a bar's scale). */
  row: (item: T, shown: T[]) => ReactNode;
}) {
  const paged = usePagedRows(table, rows);
  return (
    <section id={table} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink text-sm">{title}</h3>
        <CsvLink href={csvHref} label={title} />
      </div>
      <ReportGrid title={title} columns={columns} empty={rows.length === 0 ? empty : undefined}>
        {paged.shown.map((item) => row(item, paged.shown))}
      </ReportGrid>
      <TablePager
        table={table}
        title={title}
        {...paged}
        shown={paged.shown.length}
        total={rows.length}
      />
    </section>
  );
}
