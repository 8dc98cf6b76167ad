import { site } from "./site";
import type { Article } from "./types";

/** schema.org Article for one Insights article (record 081); the publisher is the firm. */
export function articleJsonLd(
  article: Pick<Article, "slug" | "title" | "summary" | "author" | "date" | "tags" | "image">,
  origin: string,
) {
  const url = `${origin}/insights/${article.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: site.brand,
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: `${origin}/logo.svg` },
    },
    image: article.image.src ? [`${origin}${article.image.src}`] : undefined,
    keywords: article.tags.length ? article.tags.join(", ") : undefined,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
  };
}
