import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import type { AwaitingProposals } from "~/lib/proposal-staff";

const cell = "px-2 py-1 align-middle";

/** My work's proposals awaiting the client's answer (record 115), each opening its deal's proposals. */
export function AwaitingProposalsTable({ section }: { section: AwaitingProposals }) {
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
          <span className="sr-only"> {section.total === 1 ? "proposal" : "proposals"}</span>
        </span>
      </h3>
      {section.rows.length === 0 ? (
        <p className="px-3 py-2 text-slate-600 text-sm">{section.empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Proposal</th>
              <th scope="col">Total</th>
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {section.rows.map((row) => (
              <tr key={row.versionId} className="hover:bg-slate-50">
                <td className={`${cell} w-full max-w-0`}>
                  <Link
                    to={`/admin/deals/${row.dealId}/proposals`}
                    className="block font-medium text-brand-700 hover:underline sm:truncate"
                  >
                    {row.title} v{row.version}
                    {row.contact && (
                      <span className="font-normal text-slate-600"> · {row.contact}</span>
                    )}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>{row.total}</td>
                <td className={`${cell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
                  sent {formatDateTime(row.sentAt)}
                  {row.viewedAt ? ", viewed" : ", not opened"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
