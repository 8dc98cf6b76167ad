import type { Article, CaseStudy, Industry, Product, UseCaseGroup } from "./types";

type Listed = {
  industries: Industry[];
  products: Product[];
  useCaseGroups: UseCaseGroup[];
  caseStudies: CaseStudy[];
  articles: Pick<Article, "slug">[];
};

/**
 * Every public URL of the site: for sitemap.xml from the live content, for the browser tests
 * from the seed (app/content/lookup.ts's seedContent).
 */
export function publicPaths(content: Listed): string[] {
  return [
    "/",
    "/solutions",
    ...content.industries.map((item) => `/solutions/${item.slug}`),
    "/products",
    ...content.products.map((item) => `/products/${item.slug}`),
    "/use-cases",
    ...content.useCaseGroups.flatMap((group) =>
      group.items.map((item) => `/use-cases/${item.slug}`),
    ),
    "/case-studies",
    ...content.caseStudies.map((item) => `/case-studies/${item.slug}`),
    "/insights",
    ...content.articles.map((item) => `/insights/${item.slug}`),
    "/careers",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
  ];
}
