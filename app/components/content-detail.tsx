import type { ReactNode } from "react";
import type { PageContent } from "~/content/types";
import type { PreviewMark } from "~/lib/content/preview";
import type { Related } from "~/lib/content/related";
import { CtaBand } from "./cta-band";
import { DetailArticle } from "./detail-article";
import { Illustration } from "./illustration";
import { ArticleCard } from "./insights/article-card";
import { Checklist } from "./offerings";
import { Paragraphs } from "./paragraphs";
import { PreviewBanner } from "./preview-banner";
import { RelatedCards } from "./related-content";
import { ButtonLink } from "./ui/button";
import { HeadedSection } from "./ui/headed-section";

/**
 * The detail page shared by industries, products and use cases (with the draft banner of a
 * preview): the item, its key offerings,
 * what relates to it (records 051, 120) and a closing call to action.
 */
export function ContentDetail({
  preview,
  eyebrow,
  page,
  back,
  actions = (
    <ButtonLink to="/contact" size="lg">
      Talk to an expert
    </ButtonLink>
  ),
  related,
  closing = (
    <ButtonLink to="/contact" size="lg" variant="accent">
      Contact us
    </ButtonLink>
  ),
}: {
  preview: PreviewMark;
  eyebrow: string;
  page: PageContent;
  back: { to: string; label: string };
  /** The buttons under the text: "Talk to an expert" unless the page says otherwise. */
  actions?: ReactNode;
  related?: Related | null;
  /** The closing band's buttons: "Contact us" unless the page says otherwise. */
  closing?: ReactNode;
}) {
  return (
    <>
      <PreviewBanner preview={preview} />
      <DetailArticle back={back}>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              {eyebrow}
            </p>
            <h1 className="mt-3 font-bold text-3xl sm:text-4xl">{page.title}</h1>
            <Paragraphs text={page.description} className="mt-5 text-lg text-slate-600 leading-8" />
            {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          </div>
          <Illustration image={page.image} priority className="shadow-sm ring-1 ring-slate-200" />
        </div>
        <HeadedSection
          id="key-offerings"
          heading="Key Offerings"
          className="mt-14 rounded-2xl bg-slate-50 p-6 sm:p-10"
        >
          <div className="mt-6 text-slate-700">
            <Checklist items={page.keyOfferings} />
          </div>
        </HeadedSection>
        {related && (
          <>
            <RelatedCards
              id="related-case-studies"
              heading="Related case studies"
              intro="Recent engagements where this work made a measurable difference."
              cards={related.caseStudies}
            />
            <RelatedCards
              id="related-offerings"
              heading={offeringsHeading(related)}
              intro="Capabilities clients often combine with this one."
              cards={related.offerings}
            />
            {related.articles.length > 0 && (
              <HeadedSection id="related-articles" heading="Related insights" className="mt-16">
                <p className="mt-2 text-slate-600">Articles from our consultants that cover it.</p>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {related.articles.map((article) => (
                    <li key={article.slug}>
                      <ArticleCard article={article} priority={false} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </HeadedSection>
            )}
          </>
        )}
      </DetailArticle>
      <CtaBand
        heading="Ready to talk about your project?"
        text="Tell us where you are and where you need to be. We reply within one business day."
      >
        {closing}
      </CtaBand>
    </>
  );
}

/** "Related products", "Related use cases", or both when the cards mix them. */
function offeringsHeading(related: Related): string {
  const kinds = new Set(related.offerings.map((card) => card.kind));
  if (kinds.size > 1) return "Related products and use cases";
  return kinds.has("product") ? "Related products" : "Related use cases";
}
