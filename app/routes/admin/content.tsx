import { ContentList } from "~/components/content/content-list";
import { unlistedMeta } from "~/lib/seo";
import { listContent, readListQuery } from "~/server/content/list.server";
import type { Route } from "./+types/content";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The site's content, one type at a time (record 046): editors and admins. */
export const loader = staffRoute("content").loader(async (_viewer, request) => {
  const query = readListQuery(new URL(request.url).searchParams);
  return { query, items: await listContent(query) };
});

export const meta = () => unlistedMeta("Site content");

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentList query={loaderData.query} items={loaderData.items} />;
}
