import { config } from "~/server/config.server";
import { insightsFeed } from "~/server/content/feed.server";
import { liveSite } from "~/server/content/live.server";

/**
 * /insights/feed.xml, the Atom feed of the live articles (record 081). No Cache-Control of its
 * own: like the pages, anonymous copies sit in the page cache that every publish empties.
 */
export async function loader() {
  const { articles } = await liveSite();
  return new Response(insightsFeed(articles, config().PUBLIC_URL), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
