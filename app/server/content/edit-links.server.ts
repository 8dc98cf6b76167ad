import { type ContentType, contentPath, contentTypeInfo, singletonSlug } from "~/lib/content/types";
import type { Site } from "./live.server";

/** The listing pages, each with the content list that edits its items. */
const listings: Record<string, ContentType> = {
  "/solutions": "industry",
  "/products": "product",
  "/use-cases": "use-case",
  "/case-studies": "case-study",
};

/**
 * For a signed-in editor or admin only: each public page that shows content, and where it is
 * edited (docs/decisions/073). The root loader sends it with the staff viewer, never to anyone
 * else, so anonymous pages and their cache are untouched.
 */
export function editLinks(site: Site): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [path, type] of Object.entries(listings)) links[path] = `/admin/content?type=${type}`;
  for (const row of site.rows) {
    const type = row.type;
    const own = contentTypeInfo[type].page;
    if (own) links[contentPath(type, row.slug)] = `/admin/content/${row.id}`;
    else if (singletonSlug[type]) links[contentTypeInfo[type].listing] = `/admin/content/${row.id}`;
  }
  // A page's words that are not live (record 053: the page shows its first words) are still
  // edited in their list.
  for (const type of Object.keys(singletonSlug) as ContentType[])
    links[contentTypeInfo[type].listing] ??= `/admin/content?type=${type}`;
  return links;
}
