import type { Article } from "~/content/types";
import type { ContentFields } from "~/lib/content/types";
import { formatDate } from "~/lib/dates";
import { imageOf, seoOf, str, strs } from "./field-readers.server";
import { renderMarkdown } from "./markdown.server";

/**
 * An article row → what its pages read (record 081). The body is rendered once per load of
 * the live content, not per request; the page cache keeps the whole page after that.
 */
export function articleOf(slug: string, fields: ContentFields): Article {
  const seo = seoOf(fields);
  return {
    slug,
    title: str(fields, "title"),
    summary: str(fields, "summary"),
    author: str(fields, "author"),
    date: str(fields, "date"),
    dateLabel: formatDate(str(fields, "date")),
    tags: strs(fields, "tags"),
    image: imageOf(fields),
    bodyHtml: renderMarkdown(str(fields, "body")),
    ...(seo && { seo }),
  };
}

/** Articles per page of /insights. */
export const ARTICLES_PER_PAGE = 10;

/** One page of the list (1-based), or null past the last page; page 1 always exists. */
export function articlePage(articles: Article[], page: number) {
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  const start = (page - 1) * ARTICLES_PER_PAGE;
  return {
    articles: articles.slice(start, start + ARTICLES_PER_PAGE),
    page,
    pages,
  };
}
