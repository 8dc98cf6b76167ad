import { caseStudies, industries, products, useCaseGroups } from "./lookup";
import type { CaseStudy, Industry, Product, UseCaseGroup } from "./types";

type Listed = {
  industries: Industry[];
  products: Product[];
  useCaseGroups: UseCaseGroup[];
  caseStudies: CaseStudy[];
};

/**
 * Every public URL of the site, for sitemap.xml (from the live content) and the browser tests
 * (from the files a fresh site is seeded with).
 */
export function publicPaths(
  content: Listed = { industries, products, useCaseGroups, caseStudies },
): string[] {
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
    "/careers",
    "/about",
    "/contact",
    "/privacy",
    "/terms",
  ];
}
