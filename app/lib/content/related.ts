import type { ArticleCardData, IconShape } from "~/content/types";

/** A card of what a detail page suggests next (record 051). */
export type RelatedCard = {
  kind: "case-study" | "product" | "use-case";
  to: string;
  title: string;
  /** The case study's industry, or "Product" / "Use case". */
  eyebrow: string;
  text: string;
  icon: IconShape;
};

/** A detail page's related case studies, related products or use cases, and articles naming it. */
export type Related = {
  caseStudies: RelatedCard[];
  offerings: RelatedCard[];
  articles: ArticleCardData[];
};
