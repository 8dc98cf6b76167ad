import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { RequestDemoButton } from "~/components/forms/lead-buttons";
import { ButtonLink } from "~/components/ui/button";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/product";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage("product", { title: "name", description: "desc" });

export const loader = ({ request, params }: Route.LoaderArgs) =>
  contentDetail(request, page.type, params.slug, "item", (site, slug) =>
    relatedTo(site, "product", slug),
  );

export const meta = (args: Route.MetaArgs) => page.meta(args);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const product = loaderData.item;
  return (
    <ContentDetail
      {...page.detail(loaderData)}
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
    />
  );
}

export const ErrorBoundary = page.ErrorBoundary;
