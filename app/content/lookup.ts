import { caseStudies } from "./case-studies";
import { industries } from "./industries";
import { products } from "./products";
import { useCaseGroups } from "./use-cases";

/** Lookups used by loaders. Content modules are imported only on the server side of routes. */
export const allUseCases = useCaseGroups.flatMap((group) => group.items);

export const findIndustry = (slug: string) => industries.find((item) => item.slug === slug);
export const findProduct = (slug: string) => products.find((item) => item.slug === slug);
export const findUseCase = (slug: string) => allUseCases.find((item) => item.slug === slug);
export const findCaseStudy = (slug: string) => caseStudies.find((item) => item.slug === slug);

export { caseStudies, industries, products, useCaseGroups };
