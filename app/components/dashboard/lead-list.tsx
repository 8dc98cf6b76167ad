import { Download, FileText } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { type LeadListKind, type LeadPage, leadFields, leadLists } from "~/lib/dashboard";
import { formatDate } from "~/lib/dates";
import { StatusSelect } from "./status-select";
import { WeeklyChart } from "./weekly-chart";

/** A lead list: weekly chart, status filter and search, CSV export, records, pages. */
export function LeadList<K extends LeadListKind>({ data }: { data: LeadPage<K> }) {
  const { kind, filters } = data;
  const list = leadLists[kind];
  const query = (page: number) => {
    const params = new URLSearchParams({ page: String(page) });
    if (filters.status) params.set("status", filters.status);
    if (filters.q) params.set("q", filters.q);
    return `?${params}`;
  };
  const exportParams = new URLSearchParams();
  if (filters.status) exportParams.set("status", filters.status);
  if (filters.q) exportParams.set("q", filters.q);
  const lastVisit = new Date(data.lastVisit).getTime();

  return (
    <div className="space-y-6">
      <WeeklyChart weeks={data.weekly} label={`New ${list.label.toLowerCase()}`} />
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label={`Filter ${list.label}`}
      >
        <label className="text-sm">
          <span className="block font-medium text-ink">Status</span>
          <select
            name="status"
            defaultValue={filters.status ?? ""}
            className="mt-1 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm"
          >
            <option value="">All statuses</option>
            {list.statuses.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className="min-w-56 flex-1 text-sm">
          <span className="block font-medium text-ink">Search name, email or company</span>
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <button type="submit" className={buttonStyles({ size: "sm" })}>
          Apply
        </button>
        <a
          href={`/admin/export/${kind}?${exportParams}`}
          className={buttonStyles({ size: "sm", variant: "secondary" })}
          download
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </Form>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {data.total} {data.total === 1 ? "record" : "records"}
        {data.pageCount > 1 && ` · page ${data.page} of ${data.pageCount}`}
      </p>
      {data.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed p-8 text-center text-slate-600">
          Nothing here{filters.status || filters.q ? " for these filters" : " yet"}.
        </p>
      ) : (
        <ul className="space-y-3">
          {data.rows.map((row) => {
            const isNew = row.createdAt.getTime() > lastVisit;
            return (
              <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">
                      {row.name}
                      {isNew && (
                        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle font-medium text-amber-900 text-xs">
                          New since your last visit
                        </span>
                      )}
                    </p>
                    <p className="text-slate-600 text-sm">
                      <a href={`mailto:${row.email}`} className="underline">
                        {row.email}
                      </a>{" "}
                      ·{" "}
                      <time dateTime={row.createdAt.toISOString()}>
                        {formatDate(row.createdAt.toISOString())}
                      </time>
                    </p>
                  </div>
                  <StatusSelect
                    kind={kind}
                    id={row.id}
                    status={row.status}
                    label={`Status of ${row.name}'s record`}
                  />
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {leadFields[kind].map(([key, label]) =>
                    row[key] ? (
                      <div
                        key={key}
                        className={
                          key === "description" || key === "message" ? "sm:col-span-2" : ""
                        }
                      >
                        <dt className="font-medium text-slate-500">{label}</dt>
                        <dd className="whitespace-pre-line break-words text-ink">
                          {String(row[key])}
                        </dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                <div className="mt-3 flex flex-wrap gap-4 text-sm">
                  <Link
                    to={`/admin/records/${kind}/${row.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Details and history
                  </Link>
                  {"resumePath" in row && row.resumePath ? (
                    <a
                      href={`/admin/resumes/${row.id}`}
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      Download resume
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data.pageCount > 1 && (
        <nav aria-label={`${list.label} pages`} className="flex justify-between">
          {data.page > 1 ? (
            <Link
              to={query(data.page - 1)}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              Previous
            </Link>
          ) : (
            <span />
          )}
          {data.page < data.pageCount && (
            <Link
              to={query(data.page + 1)}
              className={buttonStyles({ variant: "secondary", size: "sm" })}
            >
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
