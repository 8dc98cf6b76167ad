import { type ConversionRow, formatPercent } from "~/lib/analytics";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { cell, num, ReportTable, ROWS_SHOWN } from "./report-table";

/**
 * What each page, referrer or campaign brought: visits, leads by kind (the registry's lists),
 * the leads that reached their kind's won status, and leads per visit.
 */
export function ConversionTable({
  title,
  heading,
  rows,
  csvHref,
  label = (value) => value,
}: {
  title: string;
  heading: string;
  rows: ConversionRow[];
  csvHref: string;
  label?: (value: string) => string;
}) {
  const shown = rows.slice(0, ROWS_SHOWN);
  return (
    <ReportTable
      title={title}
      csvHref={csvHref}
      columns={leadKindIds.length + 5}
      empty={shown.length === 0 ? "No visits or leads in this period." : null}
      head={
        <>
          <th scope="col" className={cell}>
            {heading}
          </th>
          <th scope="col" className={num}>
            Visits
          </th>
          {leadKindIds.map((kind) => (
            <th key={kind} scope="col" className={num}>
              {leadKinds[kind].label}
            </th>
          ))}
          <th scope="col" className={num}>
            Leads
          </th>
          <th scope="col" className={num}>
            Won
          </th>
          <th scope="col" className={num}>
            Visit → lead
          </th>
        </>
      }
    >
      {shown.map((row) => (
        <tr key={row.value}>
          <th scope="row" className={`${cell} max-w-[16rem] truncate font-normal`}>
            {label(row.value)}
          </th>
          <td className={num}>{row.visits}</td>
          {leadKindIds.map((kind) => (
            <td key={kind} className={num}>
              {row.leads[kind]}
            </td>
          ))}
          <td className={`${num} font-semibold`}>{row.total}</td>
          <td className={num}>{row.won}</td>
          <td className={num}>{formatPercent(row.rate)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}
