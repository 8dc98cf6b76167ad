import { ContentIcon } from "~/components/content-icon";
import { RequestDemoButton } from "~/components/forms/lead-buttons";
import { KeyFigures } from "~/components/key-figures";
import { PageIntro } from "~/components/page-intro";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { companyFigures } from "~/content/figures";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
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

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...seo({
      title: "Products",
      description:
        "Platforms for cloud operations, security monitoring, data lakes, customer experience, API management and developer productivity.",
      path: "/products",
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <PageIntro
        eyebrow="Products"
        title="Platforms that accelerate delivery"
        aside={
          <KeyFigures
            label="Product figures"
            figures={[
              {
                value: String(loaderData.products.length),
                label: "platforms we deploy, configure and support",
              },
              companyFigures.engagements,
              companyFigures.years,
            ]}
          />
        }
      >
        <p>
          Proven building blocks we deploy, configure and support, so your teams start from a
          working foundation instead of a blank page.
        </p>
      </PageIntro>
      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
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
        </ul>
      </section>
    </>
  );
}
