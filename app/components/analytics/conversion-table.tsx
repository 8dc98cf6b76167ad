import { type ConversionRow, formatPercent } from "~/lib/analytics";
import { leadKindIds, leadKinds } from "~/lib/lead-kinds";
import { CsvLink } from "./csv-link";
import { cell, num, ROWS_SHOWN, tableClass } from "./dimension-table";
import { ScrollRegion } from "./scroll-region";

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
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink text-sm">{title}</h3>
        <CsvLink href={csvHref} label={title} />
      </div>
      <ScrollRegion label={title}>
        <table className={tableClass}>
          <thead className="text-slate-600 text-xs">
            <tr>
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
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.length === 0 && (
              <tr>
                <td colSpan={leadKindIds.length + 5} className={`${cell} text-slate-600`}>
                  No visits or leads in this period.
                </td>
              </tr>
            )}
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
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
