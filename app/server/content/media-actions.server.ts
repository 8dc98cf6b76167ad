import { type FormResult, formRefused, problem } from "~/lib/forms/result";
import { isRecordId } from "~/lib/ids";
import { unknownIntent } from "../http/responses.server";
import { deleteImage, setImageAlt } from "./media.server";

const missing: FormResult = formRefused(problem("This image is no longer in the library"), {
  status: 404,
});

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
