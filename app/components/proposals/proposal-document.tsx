import { TableHead } from "~/components/ui/table-head";
import { formatMinor, formatRate, type ProposalView } from "~/lib/proposals";

const lineColumns = [
  "Description",
  { label: "Qty", className: "text-right" },
  { label: "Unit price", className: "text-right" },
  { label: "Discount", className: "text-right" },
  { label: "Amount", className: "text-right" },
];

type Line = ProposalView["lines"][number];
/** A line is named by its product, or else by its description. */
const lineName = (line: Line) => line.productName ?? line.description;
/** The description under a product's name, when it says more than the name. */
const lineDetail = (line: Line) =>
  line.productName && line.description !== line.productName ? line.description : null;

/**
 * A proposal version as people read it (record 115): the client's page and the staff preview.
 * On a phone each line is a small card; from `sm` up the lines are a table.
 */
export function ProposalDocument({ view }: { view: ProposalView }) {
  const money = (minor: number) => formatMinor(minor, view.currency);
  const { totals } = view;
  return (
    <article aria-labelledby="proposal-title" className="text-ink">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
        Proposal {view.reference} · version {view.version}
      </p>
      <h1 id="proposal-title" className="mt-2 font-bold text-2xl sm:text-4xl">
        {view.title}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700 text-sm">
        <dt className="font-medium">Prepared for</dt>
        <dd>{[view.contactName, view.company].filter(Boolean).join(", ")}</dd>
        {view.sentAt && (
          <>
            <dt className="font-medium">Date</dt>
            <dd>{view.sentAt.slice(0, 10)}</dd>
          </>
        )}
        <dt className="font-medium">Valid until</dt>
        <dd>{view.validUntil}</dd>
      </dl>

      <h2 className="sr-only">Lines</h2>
      <ul className="mt-6 divide-y divide-slate-200 border-slate-200 border-y sm:hidden">
        {view.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sent version's lines never reorder
          <li key={index} className="py-3">
            <p className="font-medium">{lineName(line)}</p>
            {lineDetail(line) && <p className="text-slate-600 text-sm">{lineDetail(line)}</p>}
            <p className="mt-1 flex justify-between text-sm">
              <span className="text-slate-600">
                {line.quantity} × {money(line.unitPriceMinor)}
                {line.discountBp > 0 && ` − ${formatRate(line.discountBp)}`}
              </span>
              <span className="font-semibold">{money(line.totalMinor)}</span>
            </p>
          </li>
        ))}
      </ul>
      <table className="mt-6 hidden w-full text-sm sm:table">
        <TableHead
          className="border-slate-300 border-b text-left text-slate-600"
          cell="py-2 font-medium"
          columns={lineColumns}
        />
        <tbody className="divide-y divide-slate-200">
          {view.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sent version's lines never reorder
            <tr key={index}>
              <td className="py-2 pr-4">
                {lineDetail(line) ? (
                  <>
                    <span className="font-medium">{lineName(line)}: </span>
                    {lineDetail(line)}
                  </>
                ) : (
                  lineName(line)
                )}
              </td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums">{money(line.unitPriceMinor)}</td>
              <td className="py-2 text-right tabular-nums">
                {line.discountBp > 0 ? formatRate(line.discountBp) : ""}
              </td>
              <td className="py-2 text-right tabular-nums">{money(line.totalMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm tabular-nums">
        <dt>Subtotal</dt>
        <dd className="text-right">{money(totals.subtotalMinor)}</dd>
        {view.discountBp > 0 && (
          <>
            <dt>Discount ({formatRate(view.discountBp)})</dt>
            <dd className="text-right">−{money(totals.discountMinor)}</dd>
          </>
        )}
        <dt>Tax ({formatRate(view.taxRateBp)})</dt>
        <dd className="text-right">{money(totals.taxMinor)}</dd>
        <dt className="border-slate-300 border-t pt-1 font-bold text-base">Total</dt>
        <dd className="border-slate-300 border-t pt-1 text-right font-bold text-base">
          {money(totals.totalMinor)}
        </dd>
      </dl>

      {view.terms && (
        <section aria-labelledby="proposal-terms" className="mt-8">
          <h2 id="proposal-terms" className="font-semibold text-lg">
            Terms
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700 text-sm">{view.terms}</p>
        </section>
      )}
    </article>
  );
}
