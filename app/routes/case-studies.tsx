import { CaseStudyCard } from "~/components/case-study-card";
import { KeyFigures } from "~/components/key-figures";
import { PageIntro } from "~/components/page-intro";
import { PreviewBanner } from "~/components/preview-banner";
import { companyFigures } from "~/content/figures";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { caseStudyCard } from "~/server/content-icons.server";
import type { Route } from "./+types/case-studies";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    studies: site.caseStudies.map(caseStudyCard),
  }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Case Studies",
      description:
        "How we helped aerospace, utility, pharmaceutical and federal clients modernise systems and deliver measurable results.",
      path: "/case-studies",
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro
        eyebrow="Case Studies"
        title="Results our clients can measure"
        aside={
          <KeyFigures
            label="Case study figures"
            figures={[
              companyFigures.engagements,
              {
                value: String(new Set(loaderData.studies.map((study) => study.industry)).size),
                label: "industries in these case studies",
              },
              companyFigures.retention,
            ]}
          />
        }
      >
        <p>
          A selection of recent engagements: the problem we were asked to solve, how we approached
          it, and what changed.
        </p>
      </PageIntro>
      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.studies.map((study) => (
            <li key={study.slug} className="flex">
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
