import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * The article of a public detail page (an industry, product, use case, case study, insight or
 * newsletter issue): the link back to its list above whatever the page shows.
 */
export function DetailArticle({
  back,
  width = "max-w-7xl",
  children,
}: {
  back: { to: string; label: string };
  /** The article's widest extent; a page of running text is narrower. */
  width?: "max-w-7xl" | "max-w-3xl";
  children: ReactNode;
}) {
  return (
    <article className={cn("mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:px-8", width)}>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {children}
    </article>
  );
}
