import {
  bounceRate,
  type DimensionRow,
  formatDuration,
  formatPercent,
  meanVisitSeconds,
} from "~/lib/analytics";
import { cell, num, ReportTable, ROWS_SHOWN } from "./report-table";

/**
 * One dimension's first ten values (the CSV has all) with a bar of its share of the leading
 * figure: page views and visitors for pages; visits, visitors, bounce rate and mean visit
 * length for the rest. The bar is decoration; the figures are in the cells.
 */
export function DimensionTable({
  title,
  heading,
  rows,
  by,
  csvHref,
  label = (value) => value,
}: {
  title: string;
  heading: string;
  rows: DimensionRow[];
  by: "pageViews" | "visits";
  csvHref: string;
  label?: (value: string) => string;
}) {
  const shown = rows.slice(0, ROWS_SHOWN);
  const max = Math.max(1, ...shown.map((row) => row[by]));
  // Bounce and length belong to visits; a page is seen within visits, not one.
  const visits = by === "visits";
  return (
    <ReportTable
      title={title}
      csvHref={csvHref}
      columns={visits ? 5 : 3}
      empty={shown.length === 0 ? "Nothing counted in this period." : null}
      head={
        <>
          <th scope="col" className={cell}>
            {heading}
          </th>
          <th scope="col" className={num}>
            {by === "pageViews" ? "Views" : "Visits"}
          </th>
          <th scope="col" className={num}>
            Visitors
          </th>
          {visits && (
            <>
              <th scope="col" className={num}>
                Bounce
              </th>
              <th scope="col" className={num}>
                Length
              </th>
            </>
          )}
        </>
      }
    >
      {shown.map((row) => (
        <tr key={row.value}>
          <th scope="row" className={`${cell} relative max-w-[16rem] font-normal`}>
            <span
              aria-hidden="true"
              className="absolute inset-y-0.5 left-0 rounded-sm bg-brand-100"
              style={{ width: `${(row[by] / max) * 100}%` }}
            />
            <span className="relative block truncate">{label(row.value)}</span>
          </th>
          <td className={num}>{row[by]}</td>
          <td className={num}>{row.visitors}</td>
          {visits && (
            <>
              <td className={num}>{formatPercent(bounceRate(row))}</td>
              <td className={num}>{formatDuration(meanVisitSeconds(row))}</td>
            </>
          )}
        </tr>
      ))}
    </ReportTable>
  );
}
