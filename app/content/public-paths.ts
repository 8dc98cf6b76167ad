import { allUseCases, caseStudies, industries, products } from "./lookup";

/** Every public URL of the site, for sitemap.xml and the browser tests. */
export function publicPaths(): string[] {
  return [
    "/",
    "/solutions",
    ...industries.map((item) => `/solutions/${item.slug}`),
    "/products",
    ...products.map((item) => `/products/${item.slug}`),
    "/use-cases",
    ...allUseCases.map((item) => `/use-cases/${item.slug}`),
    "/case-studies",
    ...caseStudies.map((item) => `/case-studies/${item.slug}`),
    "/careers",
    "/about",
    "/contact",
    "/privacy",
  ];
}
