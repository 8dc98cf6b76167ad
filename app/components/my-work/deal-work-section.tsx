import { formatDateTime } from "~/lib/dates";
import { dealPath } from "~/lib/deals";
import { MY_WORK_ROWS } from "~/lib/my-work";
import { AllRowsLink, WorkRow, WorkSectionFrame, workCell } from "./work-section-frame";

type Section = {
  id: string;
  label: string;
  empty: string;
  total: number;
  rows: { id: string; reference: string; title: string; stage: string; updatedAt: string }[];
};

/** My work's deals without a next step (record 113): each opens the deal to give it one. */
export function DealWorkTable({ section }: { section: Section }) {
  return (
    <WorkSectionFrame
      section={section}
      noun={["deal", "deals"]}
      columns={["Deal", "Stage", "Changed"]}
      footer={
        section.total > MY_WORK_ROWS && <AllRowsLink to="/admin/deals/list">All deals</AllRowsLink>
      }
    >
      {section.rows.map((row) => (
        <WorkRow key={row.id} to={dealPath(row.id)} name={`${row.reference} ${row.title}`}>
          <td className={`${workCell} whitespace-nowrap text-slate-600`}>{row.stage}</td>
          <td
            className={`${workCell} whitespace-nowrap text-slate-600 text-xs tabular-nums max-sm:hidden`}
          >
            {formatDateTime(row.updatedAt)}
          </td>
        </WorkRow>
      ))}
    </WorkSectionFrame>
  );
}
