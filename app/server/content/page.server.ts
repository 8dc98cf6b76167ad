import { data, type HeadersArgs, redirect } from "react-router";
import type { PreviewMark } from "~/lib/content/preview";
import type { ContentType } from "~/lib/content/types";
import { contentPath } from "~/lib/content/types";
import { pipeHeaders } from "../http/headers.server";
import { invariantResponse } from "../http/responses.server";
import type { Site } from "./live.server";
import { type Preview, type PublicContent, publicContent } from "./preview.server";

/** A preview is one person's view of a draft: never stored, never indexed. */
const previewHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

const markOf = (preview: Preview | null): PreviewMark =>
  preview ? { shared: preview.shared } : null;

/** A listing or the home page: its data, from live content or the draft being previewed. */
export async function contentPage<T>(
  request: Request,
  build: (content: PublicContent["site"]) => T,
) {
  const { site, preview } = await publicContent(request);
  return data(
    { ...build(site), preview: markOf(preview) },
    preview ? { headers: previewHeaders } : undefined,
  );
}

/**
 * A detail page: the item (with what `related` picks from the site for it), or a 301 to its
 * current URL when the slug is an old one, or a 404.
 */
export async function contentDetail<T extends ContentType, K extends string, R = null>(
  request: Request,
  type: T,
  slug: string,
  key: K,
  related?: (site: Site, slug: string) => R,
) {
  const { site, preview } = await publicContent(request);
  const item = site.find(type, slug);
  if (!item && !preview) {
    const moved = site.movedTo(type, slug);
    if (moved) throw redirect(contentPath(type, moved), 301);
  }
  // An unknown slug is the route's error boundary, with its own "not found" panel.
  invariantResponse(item, "Not found", { status: 404 });
  const body = {
    [key]: item,
    related: related ? related(site, slug) : null,
    preview: markOf(preview),
  } as { [P in K]: NonNullable<typeof item> } & { related: R | null; preview: PreviewMark };
  return data(body, preview ? { headers: previewHeaders } : undefined);
}

/** The `headers` export of public content routes: a preview's no-store and noindex go out. */
export function contentHeaders(args: HeadersArgs): Headers {
  const headers = pipeHeaders(args);
  const robots = args.loaderHeaders.get("X-Robots-Tag");
  if (robots) headers.set("X-Robots-Tag", robots);
  return headers;
}
