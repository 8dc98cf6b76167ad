import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { type ContentWorkSection, MY_WORK_ROWS } from "~/lib/my-work";

const cell = "px-2 py-1 align-middle";

/**
 * One content section of an editor's My work (record 101): drafts or scheduled items, each
 * opening the item's editor; past the first rows, the content list has them all.
 */
export function ContentWorkTable({ section }: { section: ContentWorkSection }) {
  const headingId = `section-${section.id}`;
  const when = section.id === "scheduled" ? "goes live" : "edited";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h3
        id={headingId}
        className="flex items-baseline justify-between gap-2 border-slate-200 border-b px-3 py-1.5 font-semibold text-ink text-sm"
      >
        {section.label}
        <span className="font-normal text-slate-600 tabular-nums">
          {section.total}
          <span className="sr-only"> {section.total === 1 ? "item" : "items"}</span>
        </span>
      </h3>
      {section.rows.length === 0 ? (
        <p className="px-3 py-2 text-slate-600 text-sm">{section.empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Type</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {section.rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className={`${cell} w-full max-w-0`}>
                  <Link
                    to={`/admin/content/${row.id}`}
                    className="block font-medium text-brand-700 hover:underline sm:truncate"
                  >
                    {row.name}
                  </Link>
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600 max-sm:hidden`}>
                  {row.type}
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-600 text-xs tabular-nums`}>
                  {row.at ? `${when} ${formatDateTime(row.at)}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {section.total > MY_WORK_ROWS && (
        <p className="border-slate-100 border-t px-3 py-1 text-xs">
          <Link
            to={`/admin/content?status=${section.id === "drafts" ? "draft" : "scheduled"}`}
            className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            All {section.total} in Content
          </Link>
        </p>
      )}
    </section>
  );
}
