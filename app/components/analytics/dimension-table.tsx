import {
  bounceRate,
  type DimensionRow,
  formatDuration,
  formatPercent,
  meanVisitSeconds,
} from "~/lib/analytics";
import { cell, num, ReportTable, type ReportTableFrame, reportColumns } from "./report-table";

/**
 * One dimension's values, a page at a time (the CSV has all), with a bar of its share of the
 * page's leading figure: page views and visitors for pages; visits, visitors, bounce rate and mean visit
 * length for the rest. The bar is decoration; the figures are in the cells.
 */
export function DimensionTable({
  heading,
  rows,
  by,
  label = (value) => value,
  ...frame
}: ReportTableFrame & {
  heading: string;
  rows: DimensionRow[];
  by: "pageViews" | "visits";
  label?: (value: string) => string;
}) {
  // Bounce and length belong to visits; a page is seen within visits, not one.
  const visits = by === "visits";
  return (
    <ReportTable
      {...frame}
      columns={reportColumns(heading, [
        by === "pageViews" ? "Views" : "Visits",
        "Visitors",
        ...(visits ? ["Bounce", "Length"] : []),
      ])}
      empty="Nothing counted in this period."
      rows={rows}
      row={(row, shown) => (
        <tr key={row.value}>
          <th scope="row" className={`${cell} relative max-w-[16rem] font-normal`}>
            <span
              aria-hidden="true"
              className="absolute inset-y-0.5 left-0 rounded-sm bg-brand-100"
              style={{ width: `${(row[by] / Math.max(1, ...shown.map((r) => r[by]))) * 100}%` }}
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
      )}
    />
  );
}
