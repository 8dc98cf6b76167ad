import { ListPage } from "~/components/list-page";
import { UseCaseCard } from "~/components/use-case-card";
import { companyFigures } from "~/content/figures";
import { cn } from "~/lib/cn";
import { contentMeta } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { iconShape } from "~/server/content-icons.server";
import type { Route } from "./+types/use-cases";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    groups: site.useCaseGroups.map(({ id, title, description, iconColor, items }) => ({
      id,
      title,
      description,
      iconColor,
      items: items.map(({ slug, title, description, icon }) => ({
        slug,
        title,
        description,
        icon: iconShape(icon),
      })),
    })),
  }));
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "Use Cases",
    description:
      "See how we solve complex challenges with technology: software, AI and cloud, SAP implementations and physical security.",
    path: "/use-cases",
  });

/** The security group uses a four-column grid (spec §2); the others use three. */
const gridColumns = {
  software: "lg:grid-cols-3",
  sap: "lg:grid-cols-3",
  security: "lg:grid-cols-4",
} as const;

export default function UseCases({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      preview={loaderData.preview}
      eyebrow="Use Cases"
      title="Use Cases"
      figures={{
        label: "Use case figures",
        items: [
          {
            value: String(loaderData.groups.reduce((sum, group) => sum + group.items.length, 0)),
            label: "use cases we deliver",
          },
          { value: String(loaderData.groups.length), label: "practices" },
          companyFigures.years,
        ],
      }}
      intro="See how we solve complex challenges with technology."
    >
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        {loaderData.groups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} data-group={group.id}>
            <h2 id={`group-${group.id}`} className="font-bold text-2xl sm:text-3xl">
              {group.title}
            </h2>
            <p className="mt-3 max-w-3xl text-slate-600">{group.description}</p>
            <ul
              className={cn(
                "mt-8 grid gap-6 sm:grid-cols-2",
                gridColumns[group.id as keyof typeof gridColumns] ?? "lg:grid-cols-3",
              )}
            >
              {group.items.map((item) => (
                <UseCaseCard
                  key={item.slug}
                  useCase={item}
                  iconTone={cn("bg-slate-100", group.iconColor)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ListPage>
  );
}
