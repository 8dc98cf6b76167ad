import { ContentDetail } from "~/components/content-detail";
import { NotFoundBoundary } from "~/components/error-page";
import { RequestDemoButton } from "~/components/forms/lead-buttons";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/product";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "product", params.slug, "product", (site, slug) =>
    relatedTo(site, "product", slug),
  );
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product) return [{ title: pageTitle("Product Not Found") }];
  return [
    ...seo({
      title: product.seo?.title ?? product.name,
      description: product.seo?.description ?? product.desc,
      path: `/products/${params.slug}`,
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <ContentDetail
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
        closing={
          <ButtonLink to="/contact" size="lg" variant="accent">
            Contact us
          </ButtonLink>
        }
      />
    </>
  );
}

/** An unknown product: its own "not found" panel (the loader throws a 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title="Product Not Found"
      message="The product you are looking for does not exist or has moved."
      backTo="/products"
      backLabel="Back to Products"
    />
  );
}
