import { CaseStudyCard } from "~/components/case-study-card";
import { CardList, ListPage } from "~/components/list-page";
import { companyFigures } from "~/content/figures";
import { contentMeta } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { caseStudyCard } from "~/server/content-icons.server";
import type { Route } from "./+types/case-studies";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    studies: site.caseStudies.map(caseStudyCard),
  }));
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "Case Studies",
    description:
      "How we helped aerospace, utility, pharmaceutical and federal clients modernise systems and deliver measurable results.",
    path: "/case-studies",
  });

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      preview={loaderData.preview}
      eyebrow="Case Studies"
      title="Results our clients can measure"
      figures={{
        label: "Case study figures",
        items: [
          companyFigures.engagements,
          {
            value: String(new Set(loaderData.studies.map((study) => study.industry)).size),
            label: "industries in these case studies",
          },
          companyFigures.retention,
        ],
      }}
      intro="A selection of recent engagements: the problem we were asked to solve, how we approached it, and what changed."
    >
      <CardList columns="md:grid-cols-2">
        {loaderData.studies.map((study) => (
          <li key={study.slug} className="flex">
            <CaseStudyCard study={study} />
          </li>
        ))}
      </CardList>
    </ListPage>
  );
}
