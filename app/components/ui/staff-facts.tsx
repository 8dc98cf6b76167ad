import type { ReactNode } from "react";

/**
 * How label and value rows look: stacked, each label over its value, narrow enough for a record's
 * side panel (`stacked`); or side by side in two columns (`columns`).
 */
const looks = {
  stacked: {
    list: "divide-y divide-slate-200",
    row: "grid gap-0.5 px-4 py-2",
    label: "font-medium text-slate-500 text-xs",
    value: "whitespace-pre-line break-words text-ink text-sm",
  },
  columns: {
    list: "grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1",
    row: "contents",
    label: "text-slate-600",
    value: "break-words font-medium text-ink",
  },
} as const;

/** Label and value pairs as a description list, one pair a row. */
export function StaffFacts({
  rows,
  look,
}: {
  rows: [string, ReactNode][];
  look: keyof typeof looks;
}) {
  const classes = looks[look];
  return (
    <dl className={classes.list}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.row}>
          <dt className={classes.label}>{label}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
