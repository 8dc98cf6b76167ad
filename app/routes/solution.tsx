import { ContentDetail } from "~/components/content-detail";
import { NotFoundBoundary } from "~/components/error-page";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/solution";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "industry", params.slug, "industry", (site, slug) =>
    relatedTo(site, "industry", slug),
  );
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const industry = loaderData?.industry;
  if (!industry) return [{ title: pageTitle("Industry Not Found") }];
  return [
    ...seo({
      title: industry.seo?.title ?? industry.name,
      description: industry.seo?.description ?? industry.text,
      path: `/solutions/${params.slug}`,
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function Solution({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <ContentDetail
        eyebrow={industry.name}
        page={industry.pageContent}
        back={{ to: "/solutions", label: "All industries" }}
        actions={
          <ButtonLink to="/contact" size="lg">
            Talk to an expert
          </ButtonLink>
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

/** An unknown solution: its own "not found" panel (the loader throws a 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title="Industry Not Found"
      message="The industry you are looking for does not exist or has moved."
      backTo="/solutions"
      backLabel="Back to Industries"
    />
  );
}
