import type { ReactNode } from "react";
import { Link } from "react-router";

/** A My work table's cell padding, shared by every section's rows. */
export const workCell = "px-2 py-1 align-middle";
/** The first cell's link: the row's name, opening what the row is about. */
export const workRowLink = "block font-medium text-brand-700 hover:underline sm:truncate";

/**
 * The frame every section of My work shares (record 082): its heading with a count, an optional
 * note, the empty words or a dense table whose header only screen readers hear, and a footer.
 */
export function WorkSectionFrame({
  section,
  noun,
  columns,
  children,
  note,
  footer,
}: {
  section: { id: string; label: string; empty: string; total: number; rows: readonly unknown[] };
  /** What the count counts, one and many: ["deal", "deals"]. */
  noun: readonly [string, string];
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
  note?: string | null;
  footer?: ReactNode;
}) {
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h3
        id={headingId}
        className="flex items-baseline justify-between gap-2 border-slate-200 border-b px-3 py-1.5 font-semibold text-ink text-sm"
      >
        {section.label}
        <span className="font-normal text-slate-600 tabular-nums">
          {section.total}
          <span className="sr-only"> {section.total === 1 ? noun[0] : noun[1]}</span>
        </span>
      </h3>
      {note && <p className="px-3 pt-1.5 text-slate-600 text-xs">{note}</p>}
      {section.rows.length === 0 ? (
        <p className="px-3 py-2 text-slate-600 text-sm">{section.empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      )}
      {footer}
    </section>
  );
}

/**
 * One row of a section: its first cell names what the row is about and opens it (with anything
 * `beside` the name under it); `children` are the row's other cells.
 */
export function WorkRow({
  to,
  name,
  beside,
  children,
}: {
  to: string;
  name: ReactNode;
  beside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr className="hover:bg-slate-50">
      <td className={`${workCell} w-full max-w-0`}>
        <Link to={to} className={workRowLink}>
          {name}
        </Link>
        {beside}
      </td>
      {children}
    </tr>
  );
}

/** A section's link to the full list where it shows only its first rows. */
export function AllRowsLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="border-slate-100 border-t px-3 py-1 text-xs">
      <Link to={to} className="inline-flex min-h-6 items-center text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}
