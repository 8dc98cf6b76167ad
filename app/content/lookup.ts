import { seedArticles } from "./articles";
import { caseStudies } from "./case-studies";
import { industries } from "./industries";
import { products } from "./products";
import { useCaseGroups } from "./use-cases";

/**
 * The seed's listed content (record 080): what a fresh site starts with, for the seeding code
 * and the tests that walk a fresh site. Pages read live content, never these files.
 */
export const seedContent = {
  industries,
  products,
  useCaseGroups,
  caseStudies,
  articles: seedArticles,
};

export { caseStudies, industries, products, useCaseGroups };
