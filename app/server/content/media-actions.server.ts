import type { FormResult } from "~/lib/forms/result";
import { isRecordId } from "~/lib/ids";
import { unknownIntent } from "../http/responses.server";
import { deleteImage, setImageAlt } from "./media.server";

const missing: FormResult = {
  ok: false,
  status: 404,
  toast: { title: "This image is no longer in the library", variant: "destructive" },
};

/** The library page's buttons, by `intent`: keep alt text, or delete an unused image. */
export async function mediaAction(values: Record<string, string>): Promise<FormResult> {
  if (!isRecordId(values.id)) return missing;
  switch (values.intent) {
    case "alt":
      return setImageAlt(values.id, values.alt ?? "");
    case "delete":
      return deleteImage(values.id);
    default:
      return unknownIntent;
  }
}
