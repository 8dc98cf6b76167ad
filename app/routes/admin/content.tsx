import { ContentList } from "~/components/content/content-list";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { listContent, readListQuery } from "~/server/content/list.server";
import { personal } from "~/server/http/responses.server";
import type { Route } from "./+types/content";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The site's content, one type at a time (record 046): editors and admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  const query = readListQuery(new URL(request.url).searchParams);
  return personal({ query, items: await listContent(query) });
}

export function meta() {
  return [{ title: pageTitle("Site content") }, { name: "robots", content: "noindex" }];
}

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentList query={loaderData.query} items={loaderData.items} />;
}
