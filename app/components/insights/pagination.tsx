import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";

const pageHref = (page: number) => (page === 1 ? "/insights" : `/insights?page=${page}`);

const linkClass =
  "inline-flex items-center gap-1.5 rounded-md px-3 py-2 font-medium text-brand-700 text-sm hover:bg-brand-50 hover:text-brand-800";

/** Newer and older pages of the Insights list; page 1 is /insights itself. */
export function InsightsPagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="Insights pages"
      className="mt-12 flex items-center justify-between border-slate-200 border-t pt-6"
    >
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className={linkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Newer articles
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-600 text-sm">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={pageHref(page + 1)} className={linkClass}>
          Older articles
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
