import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type ListQuery, listSearch } from "~/lib/list-query";

/** The pages to offer: the first, the last, and two either side of the current one. */
export function pageNumbers(page: number, count: number): (number | "gap")[] {
  const shown = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return pages.flatMap((n, i) =>
    i > 0 && n - (pages[i - 1] ?? n) > 1 ? ["gap" as const, n] : [n],
  );
}

const cell = "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm";

/** Previous, page numbers and Next, each a link that keeps the view, filters and sort. */
export function Pager({
  label,
  filters,
  page,
  pageCount,
}: {
  label: string;
  filters: ListQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const to = (n: number) => listSearch(filters, { page: n }) || "?";
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-1">
      {page > 1 && (
        <Link to={to(page - 1)} className={cn(cell, "hover:bg-slate-100")}>
          Previous
        </Link>
      )}
      {pageNumbers(page, pageCount).map((n, i) =>
        n === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className={cn(cell, "text-slate-400")} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={to(n)}
            aria-label={`Page ${n}`}
            aria-current={n === page ? "page" : undefined}
            className={cn(
              cell,
              "tabular-nums",
              n === page ? "bg-brand-700 text-white" : "hover:bg-slate-100",
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={to(page + 1)} className={cn(cell, "hover:bg-slate-100")}>
          Next
        </Link>
      )}
    </nav>
  );
}
