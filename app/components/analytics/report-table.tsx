import type { ReactNode } from "react";
import { CsvLink } from "./csv-link";
import { ScrollRegion } from "./scroll-region";

/** A table on the page shows this many rows; its CSV has all of them. */
export const ROWS_SHOWN = 10;
export const cell = "px-2 py-1 text-left";
export const num = "px-2 py-1 text-right tabular-nums";

/**
 * One table of the Analytics page: its title with the CSV link, the table scrolling sideways on
 * narrow screens, and a line across its columns (`empty`) when it has no rows.
 */
export function ReportTable({
  title,
  csvHref,
  head,
  columns,
  empty,
  children,
}: {
  title: string;
  csvHref: string;
  /** The header cells. */
  head: ReactNode;
  columns: number;
  /** What an empty table says; null when it has rows. */
  empty: string | null;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink text-sm">{title}</h3>
        <CsvLink href={csvHref} label={title} />
      </div>
      <ScrollRegion label={title}>
        <table className="w-full border-collapse text-sm">
          <thead className="text-slate-600 text-xs">
            <tr>{head}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {empty !== null && (
              <tr>
                <td colSpan={columns} className={`${cell} text-slate-600`}>
                  {empty}
                </td>
              </tr>
            )}
            {children}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
