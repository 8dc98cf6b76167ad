import { parseFormData } from "@remix-run/form-data-parser";
import { formValues } from "~/lib/forms/validate";

/** Text-only forms are small; anything bigger is not a person typing. */
const MAX_TEXT_FORM_BYTES = 64 * 1024;

/**
 * Reads a text-only form (urlencoded or multipart) with size and part limits, streaming.
 * Returns null for a body that is too large, holds files, or cannot be parsed.
 */
export async function readTextForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const formData = await parseFormData(request, {
      maxFiles: 0,
      maxParts: 50,
      maxTotalSize: MAX_TEXT_FORM_BYTES,
    });
    return formValues(formData);
  } catch {
    return null;
  }
}
