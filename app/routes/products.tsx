import { ContentIcon } from "~/components/content-icon";
import { RequestDemoButton } from "~/components/forms/lead-buttons";
import { CardList, ListPage } from "~/components/list-page";
import { ButtonLink } from "~/components/ui/button";
import { companyFigures } from "~/content/figures";
import { contentMeta } from "~/lib/seo";
import { contentPage } from "~/server/content/page.server";
import { iconShape } from "~/server/content-icons.server";
import type { Route } from "./+types/products";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request }: Route.LoaderArgs) {
  return contentPage(request, (site) => ({
    products: site.products.map(({ slug, name, desc, icon }) => ({
      slug,
      name,
      desc,
      icon: iconShape(icon),
    })),
  }));
}

export const meta = (args: Route.MetaArgs) =>
  contentMeta(args, {
    title: "Products",
    description:
      "Platforms for cloud operations, security monitoring, data lakes, customer experience, API management and developer productivity.",
    path: "/products",
  });

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      preview={loaderData.preview}
      eyebrow="Products"
      title="Platforms that accelerate delivery"
      figures={{
        label: "Product figures",
        items: [
          {
            value: String(loaderData.products.length),
            label: "platforms we deploy, configure and support",
          },
          companyFigures.engagements,
          companyFigures.years,
        ],
      }}
      intro="Proven building blocks we deploy, configure and support, so your teams start from a working foundation instead of a blank page."
    >
      <CardList columns="md:grid-cols-2 lg:grid-cols-3">
        {loaderData.products.map((product) => (
          <li
            key={product.slug}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <ContentIcon shape={product.icon} />
            <h2 className="mt-5 font-semibold text-lg">{product.name}</h2>
            <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{product.desc}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <RequestDemoButton
                product={{ slug: product.slug, name: product.name }}
                size="sm"
                aria-label={`Request Demo of ${product.name}`}
              />
              <ButtonLink
                to={`/products/${product.slug}`}
                variant="secondary"
                size="sm"
                aria-label={`Learn More about ${product.name}`}
              >
                <span>Learn More</span>
                {/* Crawlers read the link's text, not its label (record 056). */}
                <span className="sr-only"> about {product.name}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </CardList>
    </ListPage>
  );
}
