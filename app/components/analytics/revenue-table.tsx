import { AmountLines } from "~/components/ui/amount-lines";
import { cell, num, ReportGrid, reportColumns } from "./report-table";

type Row = { value: string; deals: number; amounts: { currency: string; formatted: string }[] };
type Beside = Record<string, { visitors: number; leads: number | null }>;

/**
 * Won revenue by one part of the first-touch source (record 114), beside the visitors and leads
 * the same value brought in the period: where the money came from, in the page's own counting.
 */
export function RevenueTable({
  id,
  title,
  heading,
  rows,
  beside,
  label = (value) => value,
}: {
  id: string;
  title: string;
  heading: string;
  rows: Row[];
  beside: Beside;
  label?: (value: string) => string;
}) {
  const columns = reportColumns(heading, ["Visitors", "Leads", "Deals won", "Won value"]);
  return (
    // Its scroll region is the landmark, named by the title, as the other report tables do.
    <section id={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <h3 className="mb-1 font-semibold text-ink text-sm">{title}</h3>
      <ReportGrid
        title={title}
        columns={columns}
        empty={rows.length === 0 ? "No deals won in this period." : undefined}
      >
        {rows.map((row) => (
          <tr key={row.value}>
            <th scope="row" className={`${cell} max-w-[16rem] truncate font-normal`}>
              {label(row.value)}
            </th>
            <td className={num}>{beside[row.value]?.visitors ?? "—"}</td>
            <td className={num}>{beside[row.value]?.leads ?? "—"}</td>
            <td className={num}>{row.deals}</td>
            <td className={`${num} font-semibold`}>
              <AmountLines amounts={row.amounts} text={(amount) => amount.formatted} />
            </td>
          </tr>
        ))}
      </ReportGrid>
    </section>
  );
}
