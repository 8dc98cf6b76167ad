import { type ConversionRow, formatPercent } from "~/lib/analytics";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { cell, num, ReportTable, type ReportTableFrame, reportColumns } from "./report-table";

/**
 * What each entry page, referrer or campaign brought: its visitors and those who sent a lead
 * (their share is the conversion, never above 100 %, record 097), the leads that named it as
 * their source by kind (the registry's lists), and those that reached their kind's won status.
 */
export function ConversionTable({
  heading,
  rows,
  label = (value) => value,
  ...frame
}: ReportTableFrame & {
  heading: string;
  rows: ConversionRow[];
  label?: (value: string) => string;
}) {
  return (
    <ReportTable
      {...frame}
      columns={reportColumns(heading, [
        "Visitors",
        "Converted",
        ...leadKindIds.map((kind) => leadKinds[kind].label),
        "Leads",
        "Won",
        "Conversion",
      ])}
      empty="No visits or leads in this period."
      rows={rows}
      row={(row) => (
        <tr key={row.value}>
          <th scope="row" className={`${cell} max-w-[16rem] truncate font-normal`}>
            {label(row.value)}
          </th>
          <td className={num}>{row.visitors}</td>
          <td className={num}>{row.converted}</td>
          {leadKindIds.map((kind) => (
            <td key={kind} className={num}>
              {row.leads[kind]}
            </td>
          ))}
          <td className={`${num} font-semibold`}>{row.total}</td>
          <td className={num}>{row.won}</td>
          <td className={num}>{formatPercent(row.rate)}</td>
        </tr>
      )}
    />
  );
}
