import { formatDateTime } from "~/lib/dates";
import { type ContentWorkSection, MY_WORK_ROWS } from "~/lib/my-work";
import { AllRowsLink, WorkRow, WorkSectionFrame, workCell } from "./work-section-frame";

/**
 * One content section of an editor's My work (record 101): drafts or scheduled items, each
 * opening the item's editor; past the first rows, the content list has them all.
 */
export function ContentWorkTable({ section }: { section: ContentWorkSection }) {
  const when = section.id === "scheduled" ? "goes live" : "edited";
  return (
    <WorkSectionFrame
      section={section}
      noun={["item", "items"]}
      columns={["Item", "Type", "When"]}
      footer={
        section.total > MY_WORK_ROWS && (
          <AllRowsLink
            to={`/admin/content?status=${section.id === "drafts" ? "draft" : "scheduled"}`}
          >
            All {section.total} in Content
          </AllRowsLink>
        )
      }
    >
      {section.rows.map((row) => (
        <WorkRow key={row.id} to={`/admin/content/${row.id}`} name={row.name}>
          <td className={`${workCell} whitespace-nowrap text-slate-600 max-sm:hidden`}>
            {row.type}
          </td>
          <td className={`${workCell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
            {row.at ? `${when} ${formatDateTime(row.at)}` : ""}
          </td>
        </WorkRow>
      ))}
    </WorkSectionFrame>
  );
}
