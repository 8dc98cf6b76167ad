import type { ReactNode } from "react";

/**
 * The two looks of a staff screen's facts: stacked, each label over its value, narrow enough for
 * a record's side panel; or side by side in two columns, as on the system page.
 */
export const factLooks = {
  stacked: {
    className: "divide-y divide-slate-200",
    pairClass: "grid gap-0.5 px-4 py-2",
    termClass: "font-medium text-slate-500 text-xs",
    detailClass: "whitespace-pre-line break-words text-ink text-sm",
  },
  columns: {
    className: "grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1",
    pairClass: "contents",
    termClass: "text-slate-600",
    detailClass: "break-words font-medium text-ink",
  },
} as const;

/**
 * Label and value pairs as a description list, each pair wrapped in one element: `contents` by
 * default, so that a grid on the list lays out the terms and details itself. Each screen gives
 * its own classes; the labels must differ, they key the pairs.
 */
export function DescriptionList({
  pairs,
  className,
  pairClass = "contents",
  termClass,
  detailClass,
}: {
  pairs: readonly (readonly [string, ReactNode])[];
  className?: string;
  pairClass?: string;
  termClass?: string;
  detailClass?: string;
}) {
  return (
    <dl className={className}>
      {pairs.map(([label, value]) => (
        <div key={label} className={pairClass}>
          <dt className={termClass}>{label}</dt>
          <dd className={detailClass}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
