import { ContentDetail } from "~/components/content-detail";
import { NotFound } from "~/components/not-found";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentDetail } from "~/server/content/page.server";
import type { Route } from "./+types/product";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "product", params.slug, "product");
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
  if (!product) {
    return (
      <NotFound
        title="Product Not Found"
        message="The product you are looking for does not exist or has moved."
        backTo="/products"
        backLabel="Back to Products"
      />
    );
  }
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <ContentDetail
        eyebrow={product.name}
        page={product.pageContent}
        back={{ to: "/products", label: "All products" }}
        actions={
          <ButtonLink to="/contact" size="lg">
            Talk to an expert
          </ButtonLink>
        }
      />
    </>
  );
}
