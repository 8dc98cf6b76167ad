import { Link } from "react-router";
import { StatusBadge } from "~/components/status-badge";
import { formatDate, formatDateTime } from "~/lib/dates";
import { leadKinds } from "~/lib/lead-kinds";
import { type MyWorkRow, type MyWorkSection, myWorkRecordHref } from "~/lib/my-work";
import { formatReference } from "~/lib/references";

/** When a row matters: its follow-up where it has one, else when it arrived. */
function when(row: MyWorkRow): string {
  if (row.followUpAt)
    return row.followUpAllDay ? formatDate(row.followUpAt) : formatDateTime(row.followUpAt);
  return `received ${formatDate(row.createdAt)}`;
}

const cell = "px-2 py-1 align-middle";

/**
 * One section of My work (record 082): a dense table of its first rows, each opening the record
 * with the section as its queue, so j/k walk the section.
 */
export function MyWorkSectionTable({ section }: { section: MyWorkSection }) {
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
          <span className="sr-only"> {section.total === 1 ? "lead" : "leads"}</span>
        </span>
      </h3>
      {section.rows.length === 0 ? (
        <p className="px-3 py-2 text-slate-600 text-sm">{section.empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Lead</th>
              <th scope="col">List</th>
              <th scope="col">Status</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {section.rows.map((row) => (
              <tr key={`${row.kind}:${row.id}`} className="hover:bg-slate-50">
                <td className={`${cell} w-full max-w-0`}>
                  <Link
                    to={myWorkRecordHref(section.id, row.kind, row.id)}
                    className="block font-medium text-brand-700 hover:underline sm:truncate"
                  >
                    <span className="mr-1.5 font-normal text-slate-500 tabular-nums max-sm:block max-sm:text-xs">
                      {formatReference(row.kind, row.reference)}
                    </span>
                    {row.name}
                  </Link>
                  {row.ownerId === null && section.id !== "unassigned" && (
                    <span className="text-amber-800 text-xs">Unassigned</span>
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600 max-sm:hidden`}>
                  {leadKinds[row.kind].label}
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <StatusBadge status={row.status} />
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
                  {when(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {section.total > section.rows.length && (
        <p className="border-slate-100 border-t px-3 py-1 text-slate-600 text-xs">
          and {section.total - section.rows.length} more
        </p>
      )}
    </section>
  );
}
