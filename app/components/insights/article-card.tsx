import { Link } from "react-router";
import type { ArticleCardData } from "~/content/types";
import { Illustration } from "../illustration";
import { ArticleByline } from "./article-meta";

/** One article in the Insights list: cover, first tag, title (the card's one link), summary. */
export function ArticleCard({
  article,
  priority,
  headingLevel = 2,
}: {
  article: ArticleCardData;
  priority: boolean;
  /** 3 where the cards sit under a section's own heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition focus-within:border-brand-600 hover:border-brand-600 hover:shadow-md">
      <Illustration image={article.image} priority={priority} className="rounded-none" />
      <div className="flex flex-1 flex-col p-6">
        {article.tags[0] && (
          <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
            {article.tags[0]}
          </p>
        )}
        <Heading className="mt-2 font-semibold text-ink text-xl leading-snug">
          <Link
            to={`/insights/${article.slug}`}
            className="rounded after:absolute after:inset-0 after:rounded-xl"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-slate-600 text-sm leading-6">{article.summary}</p>
        <div className="mt-5 border-slate-100 border-t pt-4">
          <ArticleByline
            author={article.author}
            date={article.date}
            dateLabel={article.dateLabel}
            stacked
          />
        </div>
      </div>
    </article>
  );
}
