import { Download } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { LeadPage } from "~/lib/dashboard";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import { listSearch, listViews } from "~/lib/list-query";

const field = "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** The list's views with their counts, as links (each view is its own URL). */
export function ViewTabs<K extends LeadKind>({ data }: { data: LeadPage<K> }) {
  const { filters, counts } = data;
  return (
    <nav aria-label={`${leadKinds[data.kind].label} views`} className="flex flex-wrap gap-1">
      {listViews.map((view) => {
        const current = filters.view === view.id;
        return (
          <Link
            key={view.id}
            to={listSearch(filters, { view: view.id, page: 1 }) || "?"}
            aria-current={current ? "page" : undefined}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 font-medium text-sm",
              current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {view.label}{" "}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                current ? "bg-brand-900 text-white" : "bg-slate-200 text-slate-700",
                view.id === "overdue" &&
                  counts.overdue > 0 &&
                  !current &&
                  "bg-red-100 text-red-800",
              )}
            >
              {counts[view.id]}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

/** A filter's dropdown: "all" (empty, left out of the URL) or one value. */
function FilterSelect({
  id,
  name,
  label,
  all,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  value: string | null;
  options: { value: string; label: string }[];
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={field}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * Status, search and (demos) product or (applications) job filters. With scripts each applies as
 * it is chosen (search after a pause in typing); without, the Apply button submits the form.
 */
export function ListFilters<K extends LeadKind>({
  data,
  children,
}: {
  data: LeadPage<K>;
  /** Shown after the filters (the record count). */
  children?: ReactNode;
}) {
  const { kind, filters } = data;
  const list = leadKinds[kind];
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (form: HTMLFormElement, delay = 0) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Empty filters stay out of the URL, so links and Back keep it short.
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form))
        if (typeof value === "string" && value.trim()) params.set(name, value);
      submit(params, { method: "get", replace: true });
    }, delay);
  };
  const exportSearch = listSearch({ ...filters, page: 1 });
  return (
    <Form
      method="get"
      role="search"
      aria-label={`Filter ${list.label}`}
      className="flex flex-wrap items-center gap-2"
      onChange={(event) => {
        // Typing in the search box waits a moment; a select applies at once.
        const typing = event.target instanceof HTMLInputElement && event.target.type === "search";
        apply(event.currentTarget, typing ? 350 : 0);
      }}
    >
      {filters.view !== "all" && <input type="hidden" name="view" value={filters.view} />}
      {filters.sort !== "date" && <input type="hidden" name="sort" value={filters.sort} />}
      {filters.dir !== "desc" && <input type="hidden" name="dir" value={filters.dir} />}
      <FilterSelect
        id={`${kind}-status`}
        name="status"
        label="Status"
        all="All statuses"
        value={filters.status}
        options={list.statuses.map((status) => ({ value: status, label: status }))}
      />
      {list.namesProduct && (
        <FilterSelect
          id="demos-product"
          name="product"
          label="Product"
          all="All products"
          value={filters.product}
          options={data.products.map((p) => ({ value: p.slug, label: p.name }))}
        />
      )}
      {list.namesJob && (
        <FilterSelect
          id="applications-job"
          name="job"
          label="Job"
          all="All jobs"
          value={filters.job}
          options={data.jobs.map((job) => ({ value: job.id, label: job.title }))}
        />
      )}
      <label className="sr-only" htmlFor={`${kind}-q`}>
        Search
      </label>
      <input
        id={`${kind}-q`}
        type="search"
        name="q"
        placeholder="Search…"
        defaultValue={filters.q ?? ""}
        maxLength={100}
        className={cn(field, "w-full min-w-0 px-2.5 sm:w-64")}
      />
      <noscript>
        <button type="submit" className={buttonStyles({ size: "sm", className: "h-8" })}>
          Apply
        </button>
      </noscript>
      {children}
      <a
        href={`/admin/export/${kind}${exportSearch}`}
        className={buttonStyles({ size: "sm", variant: "secondary", className: "h-8 sm:ml-auto" })}
        download
      >
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </a>
    </Form>
  );
}
