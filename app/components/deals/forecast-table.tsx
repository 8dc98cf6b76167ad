import { AmountLines } from "~/components/ui/amount-lines";
import { TableHead } from "~/components/ui/table-head";

type Row = {
  key: string;
  label: string;
  count: number;
  amounts: { currency: string; value: string; weighted: string }[];
};

/** One forecast table: open deals per month or owner, their value and weighted value. */
export function ForecastTable({
  id,
  title,
  first,
  rows,
}: {
  id: string;
  title: string;
  first: string;
  rows: Row[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white">
      <h3 id={id} className="border-slate-200 border-b px-3 py-2 font-semibold text-ink text-sm">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="px-3 py-3 text-slate-600 text-sm">No open deals.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead
            className="bg-slate-50 text-slate-600 text-xs"
            cell="px-3 py-1.5 font-semibold"
            columns={[
              first,
              { label: "Deals", className: "text-right" },
              { label: "Value", className: "text-right" },
              { label: "Weighted", className: "text-right" },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="px-3 py-1.5 font-medium text-ink">
                  {row.label}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{row.count}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  <AmountLines amounts={row.amounts} text={(amount) => amount.value} />
                </td>
                <td className="px-3 py-1.5 text-right font-semibold tabular-nums">
                  <AmountLines amounts={row.amounts} text={(amount) => amount.weighted} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
