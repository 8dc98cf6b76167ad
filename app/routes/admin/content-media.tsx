import { ContentTypeNav } from "~/components/content/content-nav";
import { MediaLibrary } from "~/components/content/media-library";
import { unlistedMeta } from "~/lib/seo";
import { listMedia } from "~/server/content/media.server";
import { mediaAction } from "~/server/content/media-actions.server";
import type { Route } from "./+types/content-media";
import { staffRoute } from "./staff-route.server";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The media library (docs/decisions/073): editors and admins. */
const staff = staffRoute("content");

export const loader = staff.loader(async (_viewer, request) => {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { q, images: await listMedia(q) };
});

/** Alt text and delete; uploads and replacements post to /admin/content/images. */
export const action = staff.formAction((values) => mediaAction(values));

export const meta = () => unlistedMeta("Media library");

export default function ContentMedia({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-3">
      <ContentTypeNav current="media" />
      <MediaLibrary q={loaderData.q} images={loaderData.images} />
    </div>
  );
}
