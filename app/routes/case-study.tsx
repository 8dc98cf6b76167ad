import { DetailArticle } from "~/components/detail-article";
import { detailPage } from "~/components/detail-page";
import { Illustration } from "~/components/illustration";
import { Checklist } from "~/components/offerings";
import { Paragraphs } from "~/components/paragraphs";
import { PreviewBanner } from "~/components/preview-banner";
import { Testimonials } from "~/components/testimonials";
import { ButtonLink } from "~/components/ui/button";
import { HeadedSection } from "~/components/ui/headed-section";
import { contentDetail } from "~/server/content/page.server";
import type { Route } from "./+types/case-study";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage("case-study", { title: "title", description: "summary" });

export const loader = ({ request, params }: Route.LoaderArgs) =>
  contentDetail(request, page.type, params.slug, "item", (site, slug) =>
    // A testimonial follows its case study through a slug change.
    site.testimonials.filter(
      (item) =>
        item.caseStudy === slug ||
        (item.caseStudy !== null && site.movedTo("case-study", item.caseStudy) === slug),
    ),
  );

export const meta = (args: Route.MetaArgs) => page.meta(args);

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const study = loaderData.item;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <DetailArticle back={page.back}>
        <header className="mt-8 max-w-3xl">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            {study.industry}
          </p>
          <h1 className="mt-3 font-bold text-3xl sm:text-4xl">{study.title}</h1>
          <p className="mt-5 text-lg text-slate-600 leading-8">{study.summary}</p>
        </header>
        <Illustration image={study.image} priority className="mt-10 max-h-[28rem]" />
        <div className="mt-12 grid gap-12 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-10 text-lg leading-8">
            {[
              { id: "challenge", heading: "The Challenge", text: study.challenge },
              { id: "solution", heading: "The Solution", text: study.solution },
            ].map((part) => (
              <HeadedSection key={part.id} id={part.id} heading={part.heading}>
                <Paragraphs text={part.text} className="mt-4" />
              </HeadedSection>
            ))}
          </div>
          <aside aria-labelledby="outcomes" className="lg:self-start lg:sticky lg:top-24">
            <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 id="outcomes" className="font-bold text-xl">
                Key Outcomes
              </h2>
              <div className="mt-5">
                <Checklist items={study.outcomes} />
              </div>
              <ButtonLink to="/contact" className="mt-8 w-full">
                Start a similar project
              </ButtonLink>
            </div>
          </aside>
        </div>
        <Testimonials items={loaderData.related} heading="What the client said" className="mt-14" />
      </DetailArticle>
    </>
  );
}

export const ErrorBoundary = page.ErrorBoundary;
