import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/solution";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage({ noun: "Industry", list: { path: "/solutions", label: "Industries" } });

export function loader({ request, params }: Route.LoaderArgs) {
  return contentDetail(request, "industry", params.slug, "industry", (site, slug) =>
    relatedTo(site, "industry", slug),
  );
}

export const meta = (args: Route.MetaArgs) =>
  page.meta(args.loaderData?.industry, args, (industry) => ({
    title: industry.name,
    description: industry.text,
  }));

export default function Solution({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return (
    <ContentDetail
      preview={loaderData.preview}
      eyebrow={industry.name}
      page={industry.pageContent}
      back={{ to: "/solutions", label: "All industries" }}
      related={loaderData.related}
    />
  );
}

export const ErrorBoundary = page.ErrorBoundary;
