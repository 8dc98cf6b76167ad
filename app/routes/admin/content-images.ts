import { readImageUpload, storeImage } from "~/server/content/images.server";
import { requireStaffFor } from "~/server/dashboard/access.server";
import { formAnswer } from "~/server/http/responses.server";
import type { Route } from "./+types/content-images";

/** An editor's image upload: checked by content, kept with its resized copies. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaffFor(request, "content");
  const upload = await readImageUpload(request);
  return formAnswer(upload instanceof File ? await storeImage(upload, viewer.id) : upload);
}
