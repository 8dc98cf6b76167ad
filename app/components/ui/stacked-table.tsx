import type { ReactNode } from "react";

/** A cell of a stacked table: a block on a phone, a table cell from `md` up. */
export const stackedCell = "block md:table-cell md:px-3 md:py-1.5 md:align-top";
/** A row of a stacked table: its cells wrap as lines on a phone. */
export const stackedRow = "flex flex-wrap gap-x-2 px-3 py-2 md:table-row md:p-0";

/**
 * A dense staff table that stacks each row on a phone (the headings stay for screen readers):
 * the audit log and the refused mail. `footer` goes under the table (paging, a count).
 */
export function StackedTable({
  id,
  caption,
  headings,
  children,
  footer,
}: {
  id: string;
  caption: string;
  headings: string[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white">
      <table className="block w-full text-left text-sm md:table">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="max-md:sr-only bg-slate-50 text-slate-600 text-xs">
          <tr>
            {headings.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 md:table-row-group">{children}</tbody>
      </table>
      {footer}
    </section>
  );
}
