import { isRecordId } from "~/lib/ids";
import { requireStaffFor } from "~/server/auth/staff-access.server";
import { readImageUpload, storeImage } from "~/server/content/images.server";
import { replaceImage } from "~/server/content/media.server";
import { formAnswer } from "~/server/http/responses.server";
import type { Route } from "./+types/content-images";

/**
 * An editor's image upload: checked by content, kept with its resized copies; with `replace`,
 * the new bytes of a library image, which every use follows (docs/decisions/073).
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  const upload = await readImageUpload(request);
  if (!("file" in upload)) return formAnswer(upload);
  const { file, replace } = upload;
  if (replace !== null)
    return formAnswer(
      isRecordId(replace)
        ? await replaceImage(replace, file, viewer.id)
        : { ok: false, status: 404, toast: { title: "No such image", variant: "destructive" } },
    );
  return formAnswer(await storeImage(file, viewer.id));
}
