import { data } from "react-router";
import { ContentDetail } from "~/components/content-detail";
import { NotFound } from "~/components/not-found";
import { ButtonLink } from "~/components/ui/button";
import { findProduct } from "~/content/lookup";
import { pageTitle } from "~/content/site";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/product";

export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.slug);
  return data({ product: product ?? null }, { status: product ? 200 : 404 });
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product) return [{ title: pageTitle("Product Not Found") }];
  return seo({
    title: product.name,
    description: product.desc,
    path: `/products/${params.slug}`,
    matches,
  });
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
  );
}
