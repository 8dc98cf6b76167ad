import { ContentDetail } from "~/components/content-detail";
import { detailPage } from "~/components/detail-page";
import { contentDetail } from "~/server/content/page.server";
import { relatedTo } from "~/server/content/related.server";
import type { Route } from "./+types/use-case";

export { contentHeaders as headers } from "~/server/content/page.server";

const page = detailPage("use-case", { title: "title", description: "description" });

export const loader = ({ request, params }: Route.LoaderArgs) =>
  contentDetail(request, page.type, params.slug, "item", (site, slug) =>
    relatedTo(site, "use-case", slug),
  );

export const meta = (args: Route.MetaArgs) => page.meta(args);

export default function UseCasePage({ loaderData }: Route.ComponentProps) {
  return <ContentDetail {...page.detail(loaderData)} />;
}

export const ErrorBoundary = page.ErrorBoundary;
