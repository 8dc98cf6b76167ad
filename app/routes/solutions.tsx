import { LinkCard } from "~/components/card";
import { CardList, ListPage } from "~/components/list-page";
import { companyFigures } from "~/content/figures";
import { contentMeta } from "~/lib/seo";
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

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "Industries",
    description:
      "Software, cloud, data and security solutions for utilities, aerospace, government, health care, automotive, pharmaceuticals and more.",
    path: "/solutions",
  });

export default function Solutions({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      preview={loaderData.preview}
      eyebrow="Industries"
      title="Solutions built for the way your industry works"
      figures={{
        label: "Industry figures",
        items: [
          { value: String(loaderData.industries.length), label: "industries served" },
          companyFigures.engagements,
          companyFigures.retention,
        ],
      }}
      intro="Regulated, mission-critical and fast-moving sectors each have their own constraints. Our teams bring the domain knowledge to deliver within them."
    >
      <CardList columns="sm:grid-cols-2 lg:grid-cols-4">
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
      </CardList>
    </ListPage>
  );
}
