import { Feed } from "feed";
import { site } from "~/content/site";
import type { Article } from "~/content/types";

/** How many of the newest articles the feed carries. */
export const FEED_SIZE = 20;

/**
 * The Insights Atom feed (record 081), made with `feed` from the live articles (newest first):
 * each entry carries its summary and its sanitised body, with the site's own links made
 * absolute, since a feed reader has no page to resolve them against.
 */
export function insightsFeed(articles: Article[], origin: string): string {
  const absolute = (html: string) => html.replaceAll('href="/', `href="${origin}/`);
  const newest = articles.slice(0, FEED_SIZE);
  const updated = newest[0] ? dayOf(newest[0].date) : new Date(0);
  const feed = new Feed({
    id: `${origin}/insights`,
    title: `${site.brand} Insights`,
    description: `Perspectives from ${site.brand}'s consultants on enterprise software, SAP, cloud, data, AI and security.`,
    link: `${origin}/insights`,
    language: "en",
    updated,
    generator: false,
    feedLinks: { atom: `${origin}/insights/feed.xml` },
    author: { name: site.brand, link: `${origin}/` },
    copyright: `© ${site.legalName}`,
    favicon: `${origin}/favicon.svg`,
  });
  for (const article of newest) {
    const link = `${origin}/insights/${article.slug}`;
    feed.addItem({
      // `feed` marks titles and summaries as HTML: plain text must reach readers as typed.
      title: escapeHtml(article.title),
      id: link,
      link,
      date: dayOf(article.date),
      published: dayOf(article.date),
      description: escapeHtml(article.summary),
      content: absolute(article.bodyHtml),
      author: [{ name: article.author }],
      category: article.tags.map((name) => ({ name, term: name })),
    });
  }
  return feed.atom1();
}

/** "2026-11-10" → noon UTC that day: the same calendar day in every American time zone. */
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
