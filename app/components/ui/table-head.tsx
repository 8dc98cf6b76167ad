import { cn } from "~/lib/cn";

export type Column = {
  label: string;
  /** What this heading adds to the table's cell style: alignment, hiding on narrow screens. */
  className?: string;
  /** Named for screen readers only (a column of buttons). */
  labelHidden?: boolean;
};

/**
 * A table's header row, its columns given as data (a plain heading as its words alone): one `th`
 * each, in the table's cell style.
 */
export function TableHead({
  columns,
  cell,
  className,
}: {
  columns: readonly (Column | string)[];
  /** The classes every heading of this table shares. */
  cell?: string;
  className?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((heading) => {
          const column = typeof heading === "string" ? { label: heading } : heading;
          return (
            <th key={column.label} scope="col" className={cn(cell, column.className)}>
              {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
