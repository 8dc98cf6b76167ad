import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { RequestDemoButton } from "~/components/forms/lead-buttons";
import { ButtonLink } from "~/components/ui/button";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/product";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage({ noun: "Product", list: { path: "/products", label: "Products" } });

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "product", params.slug, "product", (site, slug) =>
    relatedTo(site, "product", slug),
  );
}

export const meta = (args: Route.MetaArgs) =>
  page.meta(args.loaderData?.product, args, (product) => ({
    title: product.name,
    description: product.desc,
  }));

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <ContentDetail
      preview={loaderData.preview}
      eyebrow={product.name}
      page={product.pageContent}
      back={{ to: "/products", label: "All products" }}
      actions={
        <>
          <RequestDemoButton
            product={{ slug: product.slug, name: product.name }}
            size="lg"
            aria-label={`Request Demo of ${product.name}`}
          />
          <ButtonLink to="/contact" size="lg" variant="secondary">
            Talk to an expert
          </ButtonLink>
        </>
      }
      related={loaderData.related}
    />
  );
}

export const ErrorBoundary = page.ErrorBoundary;
