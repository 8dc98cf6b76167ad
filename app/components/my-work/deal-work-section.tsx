import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import { MY_WORK_ROWS } from "~/lib/my-work";

const cell = "px-2 py-1 align-middle";

type Section = {
  id: string;
  label: string;
  empty: string;
  total: number;
  rows: { id: string; reference: string; title: string; stage: string; updatedAt: string }[];
};

/** My work's deals without a next step (record 113): each opens the deal to give it one. */
export function DealWorkTable({ section }: { section: Section }) {
  const headingId = `section-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h3
        id={headingId}
        className="flex items-baseline justify-between gap-2 border-slate-200 border-b px-3 py-1.5 font-semibold text-ink text-sm"
      >
        {section.label}
        <span className="font-normal text-slate-600 tabular-nums">
          {section.total}
          <span className="sr-only"> {section.total === 1 ? "deal" : "deals"}</span>
        </span>
      </h3>
      {section.rows.length === 0 ? (
        <p className="px-3 py-2 text-slate-600 text-sm">{section.empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Deal</th>
              <th scope="col">Stage</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {section.rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className={`${cell} w-full max-w-0`}>
                  <Link
                    to={dealPath(row.id)}
                    className="block font-medium text-brand-700 hover:underline sm:truncate"
                  >
                    {row.reference} {row.title}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600`}>{row.stage}</td>
                <td
                  className={`${cell} whitespace-nowrap text-slate-600 text-xs tabular-nums max-sm:hidden`}
                >
                  {formatDateTime(row.updatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {section.total > MY_WORK_ROWS && (
        <p className="border-slate-100 border-t px-3 py-1 text-xs">
          <Link
            to="/admin/deals/list"
            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            All deals
          </Link>
        </p>
      )}
    </section>
  );
}
