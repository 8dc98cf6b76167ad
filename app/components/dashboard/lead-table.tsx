import { FileText } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { LeadPage } from "~/lib/dashboard";
import { formatDate, formatDateTime } from "~/lib/dates";
import { isWorked, namesProduct } from "~/lib/lead-capabilities";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { listSearch, recordHref, type SortKey } from "~/lib/list-query";
import { personName } from "~/lib/workspace";
import { startOfSiteDay } from "~/lib/zoned-time";
import { StatusSelect } from "./status-select";

type Row<K extends LeadKind> = LeadPage<K>["rows"][number];

/**
 * The column each list shows between email and status (company, product, job, when confirmed):
 * the registry's detail fields, joined. A product is shown by its name; a date as a day.
 */
function detail<K extends LeadKind>(kind: K, row: Row<K>, products: LeadPage<K>["products"]) {
  const r: Record<string, unknown> = row;
  return leadKinds[kind].detail.keys
    .map((key) => {
      const value = r[key];
      if (value instanceof Date) return formatDate(value.toISOString());
      if (key === "product" && namesProduct(kind))
        return products.find((p) => p.slug === value)?.name ?? value;
      return value;
    })
    .filter(Boolean)
    .join(" · ");
}

function FollowUp({ at, allDay, now }: { at: Date | null; allDay: boolean; now: Date }) {
  if (!at) return <span className="text-slate-500">—</span>;
  const overdue = allDay ? at < startOfSiteDay(now) : at < now;
  const text = allDay ? formatDate(at.toISOString()) : formatDateTime(at);
  return (
    <time dateTime={at.toISOString()} className={cn(overdue && "font-semibold text-red-700")}>
      {text}
      {overdue && <span className="ml-1 text-xs">(overdue)</span>}
    </time>
  );
}

/**
 * Arrived since the viewer's last visit, and nobody on staff has opened it yet: a dot and the
 * word "Unseen", never a pill, so it does
 * not read as the "New" status beside it (whose badge is a coloured pill), for eyes or for
 * screen readers.
 */
function UnseenMark() {
  return (
    <span className="ml-1.5 inline-flex items-center gap-1 align-middle font-medium text-sky-800 text-xs">
      <span aria-hidden="true" className="size-2 rounded-full bg-sky-600" />
      Unseen<span className="sr-only"> (arrived since your last visit, not opened yet)</span>
    </span>
  );
}

/** A column header that sorts the list by its column; a second click reverses the order. */
function SortHeader<K extends LeadKind>({
  data,
  sort,
  label,
  className,
}: {
  data: LeadPage<K>;
  sort: SortKey;
  label: string;
  className?: string;
}) {
  const { filters } = data;
  const active = filters.sort === sort;
  const firstDir = sort === "date" ? "desc" : "asc";
  const dir = active ? (filters.dir === "asc" ? "desc" : "asc") : firstDir;
  return (
    <th
      scope="col"
      aria-sort={active ? (filters.dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn("px-2 py-0 font-semibold", className)}
    >
      <Link
        to={listSearch(filters, { sort, dir, page: 1 }) || "?"}
        className="inline-flex min-h-6 items-center gap-1 hover:text-brand-700"
      >
        {label}
        <span aria-hidden="true" className="text-slate-400">
          {active ? (filters.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

/**
 * A list's page as a dense table (about 25 px a row, so a page of 25 fits a laptop screen);
 * under 640 px each row stacks into a card. Row checkboxes belong to the bulk assign form.
 */
export function LeadTable<K extends LeadKind>({
  data,
  formId,
  selected,
  onSelect,
}: {
  data: LeadPage<K>;
  formId: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
}) {
  const { kind, rows } = data;
  // Owner and Follow-up only where staff work the records (record 118).
  const worked = isWorked(kind);
  const lastVisit = new Date(data.lastVisit).getTime();
  const now = new Date();
  const back = listSearch(data.filters);
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <table
      aria-label={leadKinds[kind].label}
      className="w-full border-collapse text-sm max-sm:block"
    >
      <thead className="border-slate-200 border-b bg-slate-50 text-left text-slate-600 text-xs max-sm:sr-only">
        <tr>
          <th scope="col" className="w-8 px-2 py-0">
            <input
              type="checkbox"
              aria-label="Select all on this page"
              checked={allChecked}
              onChange={(e) =>
                onSelect(
                  rows.map((r) => r.id),
                  e.currentTarget.checked,
                )
              }
              className="size-4 align-middle"
            />
          </th>
          <SortHeader data={data} sort="name" label="Name" />
          <th scope="col" className="px-2 py-0 font-semibold max-lg:hidden">
            Email
          </th>
          <th scope="col" className="px-2 py-0 font-semibold max-md:hidden">
            {leadKinds[kind].detail.label}
          </th>
          <SortHeader data={data} sort="status" label="Status" />
          {worked && <SortHeader data={data} sort="owner" label="Owner" />}
          {worked && <SortHeader data={data} sort="followUp" label="Follow-up" />}
          <SortHeader data={data} sort="date" label="Received" className="text-right" />
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-2">
        {rows.map((row) => {
          // Unseen: arrived since the viewer's last visit and nobody has opened it (record 118).
          const isNew = row.createdAt.getTime() > lastVisit && !row.opened;
          return (
            <tr
              key={row.id}
              className={cn(
                // Striped, not ruled: a rule would make each row 25 px, and 25 rows would no longer fit.
                "sm:even:bg-slate-50 hover:bg-slate-100",
                "max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-2",
                selected.has(row.id) && "bg-brand-50 sm:even:bg-brand-50",
              )}
            >
              <td className="px-2 py-0 max-sm:row-span-3 max-sm:self-start max-sm:p-0">
                <input
                  type="checkbox"
                  form={formId}
                  name="ids"
                  value={row.id}
                  aria-label={`Select ${personName(row)}`}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.currentTarget.checked)}
                  className="size-4 align-middle"
                />
              </td>
              <td className="max-w-56 truncate px-2 py-0 max-sm:col-start-2 max-sm:row-start-1 max-sm:max-w-none max-sm:p-0">
                <Link
                  to={recordHref(kind, row.id, back)}
                  className="inline-block min-w-6 max-w-full truncate align-middle font-semibold text-brand-800 leading-6 hover:underline"
                >
                  {personName(row)}
                </Link>
                {isNew && <UnseenMark />}
                {row.untouched && (
                  <span className="ml-1.5 rounded bg-red-50 px-1 font-medium text-red-800 text-xs">
                    Untouched<span className="sr-only">: no first response yet</span>
                  </span>
                )}
                {"resumePath" in row && row.resumePath ? (
                  <a
                    href={`/admin/resumes/${row.id}`}
                    className="ml-2 inline-flex size-6 items-center justify-center rounded align-middle text-brand-700 hover:bg-brand-50"
                    aria-label={`Download resume of ${personName(row)}`}
                    title="Download resume"
                  >
                    <FileText aria-hidden="true" className="size-3.5" />
                  </a>
                ) : null}
              </td>
              <td className="max-w-56 truncate px-2 py-0 text-slate-600 max-lg:hidden">
                <a href={`mailto:${row.email}`} className="hover:underline">
                  {row.email}
                </a>
              </td>
              <td className="max-w-48 truncate px-2 py-0 text-slate-600 max-md:hidden">
                {detail(kind, row, data.products)}
              </td>
              <td className="px-2 py-0 max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0">
                <StatusSelect
                  kind={kind}
                  id={row.id}
                  status={row.status}
                  label={`Status of ${personName(row)}'s record`}
                  compact
                />
              </td>
              {worked && (
                <>
                  <td className="whitespace-nowrap px-2 py-0 max-sm:col-start-3 max-sm:row-start-2 max-sm:p-0 max-sm:text-right max-sm:text-xs">
                    {row.ownerName ?? <span className="text-slate-500">Unassigned</span>}
                  </td>
                  <td
                    className={cn(
                      "whitespace-nowrap px-2 py-0 max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-3 max-sm:p-0 max-sm:text-xs",
                      !row.followUpAt && "max-sm:hidden",
                    )}
                  >
                    <FollowUp at={row.followUpAt} allDay={row.followUpAllDay} now={now} />
                  </td>
                </>
              )}
              <td className="whitespace-nowrap px-2 py-0 text-right text-slate-600 tabular-nums max-sm:col-start-3 max-sm:row-start-1 max-sm:p-0 max-sm:text-xs">
                <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
