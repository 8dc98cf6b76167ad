import { LinkCard } from "~/components/card";
import { KeyFigures } from "~/components/key-figures";
import { PageIntro } from "~/components/page-intro";
import { PreviewBanner } from "~/components/preview-banner";
import { companyFigures } from "~/content/figures";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { iconShape } from "~/server/content-icons.server";
import type { Route } from "./+types/solutions";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    industries: site.industries.map(({ slug, name, text, icon }) => ({
      slug,
      name,
      text,
      icon: iconShape(icon),
    })),
  }));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Industries",
      description:
        "Software, cloud, data and security solutions for utilities, aerospace, government, health care, automotive, pharmaceuticals and more.",
      path: "/solutions",
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro
        eyebrow="Industries"
        title="Solutions built for the way your industry works"
        aside={
          <KeyFigures
            label="Industry figures"
            figures={[
              { value: String(loaderData.industries.length), label: "industries served" },
              companyFigures.engagements,
              companyFigures.retention,
            ]}
          />
        }
      >
        <p>
          Regulated, mission-critical and fast-moving sectors each have their own constraints. Our
          teams bring the domain knowledge to deliver within them.
        </p>
      </PageIntro>
      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.industries.map((industry) => (
            <li key={industry.slug} className="flex">
              <LinkCard
                to={`/solutions/${industry.slug}`}
                icon={industry.icon}
                title={industry.name}
                cta="Explore"
              >
                {industry.text}
              </LinkCard>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
