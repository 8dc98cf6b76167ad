import { Link, useSearchParams } from "react-router";
import { TABLE_PAGE_ROWS } from "~/lib/analytics";

/** The query parameter of a table's page: `referrers-page=2`. */
const pageParam = (table: string) => `${table}-page`;

/**
 * The rows of a table's page (TABLE_PAGE_ROWS each), from its own parameter in the URL, so the
 * pager is plain links that work without JavaScript (record 096).
 */
export function usePagedRows<T>(table: string, rows: T[]) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_ROWS));
  const asked = Number(params.get(pageParam(table)));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
  const first = (page - 1) * TABLE_PAGE_ROWS;
  return { shown: rows.slice(first, first + TABLE_PAGE_ROWS), page, pages, first };
}

/** Previous and next links under a table with more rows than a page: "26–50 of 101". */
export function TablePager({
  table,
  title,
  page,
  pages,
  first,
  shown,
  total,
}: {
  table: string;
  title: string;
  page: number;
  pages: number;
  first: number;
  shown: number;
  total: number;
}) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const hrefOf = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete(pageParam(table));
    else next.set(pageParam(table), String(n));
    return `?${next}#${table}`;
  };
  const link = "font-medium text-brand-700 hover:underline";
  return (
    <nav aria-label={`${title} pages`} className="mt-1 flex items-center justify-end gap-3 text-xs">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} preventScrollReset className={link}>
          Previous<span className="sr-only"> rows of {title}</span>
        </Link>
      )}
      <span className="text-slate-600">
        {first + 1}–{first + shown} of {total}
      </span>
      {page < pages && (
        <Link to={hrefOf(page + 1)} preventScrollReset className={link}>
          Next<span className="sr-only"> rows of {title}</span>
        </Link>
      )}
    </nav>
  );
}
