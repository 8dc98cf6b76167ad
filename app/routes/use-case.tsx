import { ContentDetail } from "~/components/content-detail";
import { NotFoundBoundary } from "~/components/error-page";
import { PreviewBanner } from "~/components/preview-banner";
import { ButtonLink } from "~/components/ui/button";
import { pageTitle } from "~/content/site";
import { noindexMeta } from "~/lib/content/preview";
import { seo } from "~/lib/seo";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/use-case";

export { contentHeaders as headers } from "~/server/content/page.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "use-case", params.slug, "useCase", (site, slug) =>
    relatedTo(site, "use-case", slug),
  );
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const useCase = loaderData?.useCase;
  if (!useCase) return [{ title: pageTitle("Use Case Not Found") }];
  return [
    ...seo({
      title: useCase.seo?.title ?? useCase.title,
      description: useCase.seo?.description ?? useCase.description,
      path: `/use-cases/${params.slug}`,
      matches,
    }),
    ...noindexMeta(loaderData?.preview),
  ];
}

export default function UseCasePage({ loaderData }: Route.ComponentProps) {
  const { useCase } = loaderData;
  return (
    <>
      <PreviewBanner preview={loaderData.preview} />
      <ContentDetail
        eyebrow={useCase.title}
        page={useCase.pageContent}
        back={{ to: "/use-cases", label: "All use cases" }}
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

/** An unknown use case: its own "not found" panel (the loader throws a 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title="Use Case Not Found"
      message="The use case you are looking for does not exist or has moved."
      backTo="/use-cases"
      backLabel="Back to Use Cases"
    />
  );
}
