import { Link } from "react-router";
import { WorkSectionFrame, workCell, workRowLink } from "~/components/my-work/work-section-frame";
import { formatDateTime } from "~/lib/dates";
import type { AwaitingProposals } from "~/lib/proposal-staff";

/** My work's proposals awaiting the client's answer (record 115), each opening its deal's proposals. */
export function AwaitingProposalsTable({ section }: { section: AwaitingProposals }) {
  return (
    <WorkSectionFrame
      section={section}
      noun={["proposal", "proposals"]}
      columns={["Proposal", "Total", "Sent"]}
    >
      {section.rows.map((row) => (
        <tr key={row.versionId} className="hover:bg-slate-50">
          <td className={`${workCell} w-full max-w-0`}>
            <Link to={`/admin/deals/${row.dealId}/proposals`} className={workRowLink}>
              {row.title} v{row.version}
              {row.contact && <span className="font-normal text-slate-600"> · {row.contact}</span>}
            </Link>
          </td>
          <td className={`${workCell} whitespace-nowrap text-right tabular-nums`}>{row.total}</td>
          <td className={`${workCell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
            sent {formatDateTime(row.sentAt)}
            {row.viewedAt ? ", viewed" : ", not opened"}
          </td>
        </tr>
      ))}
    </WorkSectionFrame>
  );
}
