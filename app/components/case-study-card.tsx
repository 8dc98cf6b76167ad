import type { CaseStudy, IconShape } from "~/content/types";
import { LinkCard } from "./card";

/** What a case study's card shows: the study's own fields, its icon as shapes (iconShape). */
export type CaseStudyCardData = Pick<CaseStudy, "slug" | "title" | "industry" | "summary"> & {
  icon: IconShape;
};

/** A case study's card, on the case studies page and the home page's featured ones. */
export function CaseStudyCard({
  study,
  headingLevel,
}: {
  study: CaseStudyCardData;
  headingLevel?: 2 | 3;
}) {
  return (
    <LinkCard
      to={`/case-studies/${study.slug}`}
      icon={study.icon}
      eyebrow={study.industry}
      title={study.title}
      headingLevel={headingLevel}
      cta="Read Case Study"
    >
      {study.summary}
    </LinkCard>
  );
}
