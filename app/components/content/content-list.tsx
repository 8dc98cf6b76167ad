import { Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectOptions } from "~/components/ui/select-options";
import { TableHead } from "~/components/ui/table-head";
import { isDated } from "~/lib/content/fields";
import {
  type ContentStatus,
  type ContentType,
  contentStatuses,
  contentStatusLabels,
  contentTypeInfo,
  singletonSlug,
} from "~/lib/content/types";
import { formatDate, formatDateTime } from "~/lib/dates";
import { ContentTypeNav } from "./content-nav";
import { ContentStatusBadge } from "./content-status";

type Row = {
  id: string;
  order: number;
  name: string;
  slug: string;
  group: string | null;
  author: string | null;
  date: string | null;
  status: ContentStatus;
  updatedAt: string;
  scheduledAt: string | null;
};

type Query = { type: ContentType; status: ContentStatus | null; q: string; sort: string };

const control = "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";

const sorts = [
  ["order", "Site order"],
  ["date", "Date, newest first"],
  ["name", "Name"],
  ["updated", "Last edited"],
  ["status", "Status"],
] as const;

/** Dated types (articles) sort by their date and have no site order (docs/decisions/119). */
const sortsOf = (dated: boolean) => sorts.filter(([value]) => value !== (dated ? "order" : "date"));

/** One type's items: status, search and sort as a GET form, so every view is a URL. */
export function ContentList({ query, items }: { query: Query; items: Row[] }) {
  const info = contentTypeInfo[query.type];
  const dated = isDated(query.type);
  return (
    <section aria-labelledby="content-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-heading" className="font-semibold text-xl">
          Site content
        </h2>
        {!singletonSlug[query.type] && (
          <ButtonLink to={`/admin/content/new/${query.type}`} size="sm">
            <Plus aria-hidden="true" className="size-4" />
            New {info.label.toLowerCase()}
          </ButtonLink>
        )}
      </div>
      <ContentTypeNav current={query.type} />
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="type" value={query.type} />
        <label className="grid gap-0.5 text-slate-600 text-xs">
          Status
          <select name="status" defaultValue={query.status ?? ""} className={control}>
            <SelectOptions
              none="All"
              choices={contentStatuses.map((s) => ({ value: s, label: contentStatusLabels[s] }))}
            />
          </select>
        </label>
        <label className="grid gap-0.5 text-slate-600 text-xs">
          Search
          <input type="search" name="q" defaultValue={query.q} className={control} />
        </label>
        <label className="grid gap-0.5 text-slate-600 text-xs">
          Sort by
          <select name="sort" defaultValue={query.sort} className={control}>
            <SelectOptions choices={sortsOf(dated).map(([value, label]) => ({ value, label }))} />
          </select>
        </label>
        <Button type="submit" size="sm" variant="secondary" className="h-8">
          Apply
        </Button>
        <p className="ml-auto text-slate-600 text-sm" aria-live="polite">
          {items.length} {items.length === 1 ? "item" : "items"}
        </p>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{info.plural}</caption>
          <TableHead
            className="bg-slate-50 text-slate-600 text-xs uppercase tracking-wide"
            cell="px-3 py-2"
            columns={[
              ...(dated ? [] : ["#"]),
              "Name",
              { label: "Slug", className: "hidden sm:table-cell" },
              ...(query.type === "use-case" ? ["Group"] : []),
              ...(dated ? [{ label: "Author", className: "hidden md:table-cell" }, "Date"] : []),
              "Status",
              { label: "Last edited", className: dated ? "hidden sm:table-cell" : undefined },
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {items.map((row) => (
              <tr key={row.id}>
                {!dated && <td className="px-3 py-2 text-slate-500 tabular-nums">{row.order}</td>}
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/content/${row.id}`}
                    className="inline-block min-h-6 font-medium text-brand-800 hover:underline"
                  >
                    {row.name}
                  </Link>
                  {dated && row.author && (
                    // On a phone the author sits under the title, where the column has no room.
                    <span className="block text-slate-600 text-xs md:hidden">{row.author}</span>
                  )}
                </td>
                <td className="hidden px-3 py-2 font-mono text-slate-600 text-xs sm:table-cell">
                  {row.slug}
                </td>
                {query.type === "use-case" && <td className="px-3 py-2">{row.group}</td>}
                {dated && (
                  <>
                    <td className="hidden px-3 py-2 md:table-cell">{row.author}</td>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                      {row.date && <time dateTime={row.date}>{formatDate(row.date)}</time>}
                    </td>
                  </>
                )}
                <td className="px-3 py-2">
                  <ContentStatusBadge status={row.status} />
                  {row.scheduledAt && (
                    <span className="ml-2 text-slate-600 text-xs">
                      {formatDateTime(row.scheduledAt)}
                    </span>
                  )}
                </td>
                <td
                  className={`whitespace-nowrap px-3 py-2 text-slate-600 ${dated ? "hidden sm:table-cell" : ""}`}
                >
                  {formatDateTime(row.updatedAt)}
                </td>
              </tr>
            ))}
            {items.length === 0 && (
              <tr>
                <td colSpan={7} className="px-3 py-6 text-center text-slate-600">
                  Nothing matches these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
