import type { IconShape } from "~/content/types";

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

/** A detail page's related case studies and related products or use cases. */
export type Related = { caseStudies: RelatedCard[]; offerings: RelatedCard[] };
