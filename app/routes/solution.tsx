import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/solution";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage("industry", { title: "name", description: "text" });

export const loader = ({ request, params }: Route.LoaderArgs) =>
  contentDetail(request, page.type, params.slug, "item", (site, slug) =>
    relatedTo(site, "industry", slug),
  );

export const meta = (args: Route.MetaArgs) => page.meta(args);

export default function Solution({ loaderData }: Route.ComponentProps) {
  return <ContentDetail {...page.detail(loaderData)} />;
}

export const ErrorBoundary = page.ErrorBoundary;
