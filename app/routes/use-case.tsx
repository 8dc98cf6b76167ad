import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/use-case";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage({ noun: "Use Case", list: { path: "/use-cases", label: "Use Cases" } });

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "use-case", params.slug, "useCase", (site, slug) =>
    relatedTo(site, "use-case", slug),
  );
}

export const meta = (args: Route.MetaArgs) =>
  page.meta(args.loaderData?.useCase, args, (useCase) => ({
    title: useCase.title,
    description: useCase.description,
  }));

export default function UseCasePage({ loaderData }: Route.ComponentProps) {
  const { useCase } = loaderData;
  return (
    <ContentDetail
      preview={loaderData.preview}
      eyebrow={useCase.title}
      page={useCase.pageContent}
      back={{ to: "/use-cases", label: "All use cases" }}
      related={loaderData.related}
    />
  );
}

export const ErrorBoundary = page.ErrorBoundary;
