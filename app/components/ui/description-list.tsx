import type { ReactNode } from "react";

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
