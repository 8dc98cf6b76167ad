import { ContentTypeNav } from "~/components/content/content-nav";
import { MediaLibrary } from "~/components/content/media-library";
import { pageTitle } from "~/content/site";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { listMedia } from "~/server/content/media.server";
import { mediaAction } from "~/server/content/media-actions.server";
import { formAnswer, personal } from "~/server/http/responses.server";
import { readTextForm } from "~/server/intake/read-form.server";
import type { Route } from "./+types/content-media";

export { pipeHeaders as headers } from "~/server/http/headers.server";

/** The media library (docs/decisions/073): editors and admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffFor(request, "content");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return personal({ q, images: await listMedia(q) });
}

/** Alt text and delete; uploads and replacements post to /admin/content/images. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffFor(request, "content");
  return formAnswer(await mediaAction((await readTextForm(request)) ?? {}));
}

export function meta() {
  return [{ title: pageTitle("Media library") }, { name: "robots", content: "noindex" }];
}

export default function ContentMedia({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-3">
      <ContentTypeNav current="media" />
      <MediaLibrary q={loaderData.q} images={loaderData.images} />
    </div>
  );
}
