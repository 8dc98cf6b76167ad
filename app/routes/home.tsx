import type { ReactNode } from "react";
import { CaseStudyCard } from "~/components/case-study-card";
import { ClientLogos } from "~/components/client-logos";
import { CtaBand } from "~/components/cta-band";
import { Illustration } from "~/components/illustration";
import { Paragraphs } from "~/components/paragraphs";
import { PreviewBanner } from "~/components/preview-banner";
import { Testimonials } from "~/components/testimonials";
import { ButtonLink } from "~/components/ui/button";
import { UseCaseCard } from "~/components/use-case-card";
import { contentMeta, factsFrom } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { caseStudyCard, iconShape } from "~/server/content-icons.server";
import type { Route } from "./+types/home";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    words: site.home,
    // A capability whose use case is not published is left out rather than failing the page.
    capabilities: site.home.capabilities.flatMap((slug) => {
      const item = site.find("use-case", slug);
      return item
        ? [{ slug, title: item.title, description: item.description, icon: iconShape(item.icon) }]
        : [];
    }),
    studies: site.caseStudies.slice(0, 2).map(caseStudyCard),
    testimonials: site.testimonials.slice(0, 3),
    clients: site.clients,
  }));
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "IT Consulting for Software, Cloud, Data, SAP and Security",
    description: factsFrom(args.matches).description,
    path: "/",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <section className="relative overflow-hidden bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
              {words.eyebrow}
            </p>
            <h1 className="mt-4 font-bold text-4xl leading-tight sm:text-5xl lg:text-6xl">
              {words.heading}
            </h1>
            <div className="mt-6 max-w-xl space-y-4 text-lg text-slate-600 leading-8">
              <Paragraphs text={words.intro} />
            </div>
            <div className="mt-10 flex flex-wrap gap-4">
              <ButtonLink to="/contact" size="lg">
                Talk to our team
              </ButtonLink>
              <ButtonLink to="/case-studies" size="lg" variant="secondary">
                See our case studies
              </ButtonLink>
            </div>
          </div>
          <Illustration
            image={{
              src: "/illustrations/site/hero.svg",
              alt: "Illustration of cloud, data, code and security systems working together",
            }}
            priority
            plain
          />
        </div>
      </section>

      <HomeSection
        id="capabilities"
        heading={words.capabilitiesHeading}
        intro={
          <div className="mt-4 space-y-4 text-lg text-slate-600">
            <Paragraphs text={words.capabilitiesIntro} />
          </div>
        }
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {loaderData.capabilities.map((item) => (
            <UseCaseCard key={item.slug} useCase={item} />
          ))}
        </ul>
      </HomeSection>

      <section aria-label="Company figures" className="bg-ink">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
          {words.stats.map((stat) => (
            <div key={`${stat.title} ${stat.text}`} className="flex flex-col-reverse">
              <dt className="mt-1 text-slate-300 text-sm">{stat.text}</dt>
              <dd className="font-bold text-4xl text-white">{stat.title}</dd>
            </div>
          ))}
        </dl>
      </section>

      <HomeSection
        id="featured-work"
        heading="Featured case studies"
        intro={
          <p className="mt-4 text-lg text-slate-600">
            Recent programmes and the outcomes they produced.
          </p>
        }
        action={
          <ButtonLink to="/case-studies" variant="ghost">
            View all case studies
          </ButtonLink>
        }
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {loaderData.studies.map((study) => (
            <li key={study.slug} className="flex">
              <CaseStudyCard study={study} headingLevel={3} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <ClientLogos clients={loaderData.clients} />

      <Testimonials
        items={loaderData.testimonials}
        heading="What our clients say"
        className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
      />

      <CtaBand
        heading="Have a project in mind?"
        text="Tell us where you are and where you need to be. We reply within one business day."
      >
        <ButtonLink to="/contact" size="lg" variant="accent">
          Contact us
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** A section of the home page: its heading and intro (with a link beside them, if any), then its list. */
function HomeSection({
  id,
  heading,
  intro,
  action,
  children,
}: {
  id: string;
  heading: string;
  intro: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headed = (
    <div className="max-w-2xl">
      <h2 id={id} className="font-bold text-3xl sm:text-4xl">
        {heading}
      </h2>
      {intro}
    </div>
  );
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {headed}
          {action}
        </div>
      ) : (
        headed
      )}
      {children}
    </section>
  );
}
