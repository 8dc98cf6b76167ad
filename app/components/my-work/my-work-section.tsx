import { Link, useLocation } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { formatDate, formatDateTime } from "~/lib/dates";
import { leadKinds } from "~/lib/lead-kinds";
import {
  MY_WORK_ROWS,
  type MyWorkRow,
  type MyWorkSection,
  myWorkPageHref,
  myWorkRecordHref,
} from "~/lib/my-work";
import { formatReference } from "~/lib/references";
import { WorkRow, WorkSectionFrame, workCell } from "./work-section-frame";

/** When a row matters: its follow-up where it has one, else when it arrived. */
function when(row: MyWorkRow): string {
  if (row.followUpAt)
    return row.followUpAllDay ? formatDate(row.followUpAt) : formatDateTime(row.followUpAt);
  return `received ${formatDate(row.createdAt)}`;
}

/**
 * One section of My work (record 082): a dense table of its first rows, each opening the record
 * with the section as its queue, so j/k walk the section.
 */
export function MyWorkSectionTable({ section }: { section: MyWorkSection }) {
  return (
    <WorkSectionFrame
      section={section}
      noun={["lead", "leads"]}
      columns={["Lead", "List", "Status", "When"]}
      note={section.note}
      footer={<SectionPages section={section} />}
    >
      {section.rows.map((row) => (
        <WorkRow
          key={`${row.kind}:${row.id}`}
          to={myWorkRecordHref(section.id, row.kind, row.id)}
          name={
            <>
              <span className="mr-1.5 font-normal text-slate-500 tabular-nums max-sm:block max-sm:text-xs">
                {formatReference(row.kind, row.reference)}
              </span>
              {row.name}
            </>
          }
          beside={
            row.ownerId === null &&
            section.id !== "unassigned" && (
              <span className="text-amber-800 text-xs">Unassigned</span>
            )
          }
        >
          <td className={`${workCell} whitespace-nowrap text-slate-600 max-sm:hidden`}>
            {leadKinds[row.kind].label}
          </td>
          <td className={`${workCell} whitespace-nowrap`}>
            <StatusBadge status={row.status} />
          </td>
          <td className={`${workCell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
            {when(row)}
          </td>
        </WorkRow>
      ))}
    </WorkSectionFrame>
  );
}

const pageLink = "inline-flex min-h-6 items-center text-brand-700 hover:underline";

/**
 * Where a section has more than one page: which rows these are, and links to the pages either
 * side, so "and N more" (on the page and in the digest) never ends at a count.
 */
function SectionPages({ section }: { section: MyWorkSection }) {
  const { search } = useLocation();
  if (section.total <= MY_WORK_ROWS) return null;
  const from = (section.page - 1) * MY_WORK_ROWS + 1;
  const to = from + section.rows.length - 1;
  const more = section.total - to;
  const href = (page: number) => myWorkPageHref(search, section.id, page);
  return (
    <nav
      aria-label={`${section.label} pages`}
      className="flex flex-wrap items-center gap-x-3 border-slate-100 border-t px-3 py-1 text-slate-600 text-xs"
    >
      <span className="tabular-nums">
        {from}–{to} of {section.total}
      </span>
      {section.page > 1 && (
        <Link to={href(section.page - 1)} className={pageLink}>
          Previous {MY_WORK_ROWS}
        </Link>
      )}
      {more > 0 && (
        <Link to={href(section.page + 1)} className={pageLink}>
          and {more} more
        </Link>
      )}
    </nav>
  );
}
