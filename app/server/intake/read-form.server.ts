import { parseFormData } from "@remix-run/form-data-parser";
import { formValues } from "~/lib/forms/validate";

/** Text-only forms are small; anything bigger is not a person typing. */
const MAX_TEXT_FORM_BYTES = 64 * 1024;

/**
 * Reads a text-only form (urlencoded or multipart) with size and part limits, streaming.
 * Returns null for a body that is too large, holds files, or cannot be parsed.
 */
export async function readTextForm(request: Request): Promise<Record<string, string> | null> {
  const formData = await readTextFormData(request);
  return formData && formValues(formData);
}

/** readTextForm's form with repeated fields kept (a list's selected rows, say), or null. */
export async function readTextFormData(request: Request, maxParts = 50): Promise<FormData | null> {
  try {
    return await parseFormData(request, {
      maxFiles: 0,
      maxParts,
      maxTotalSize: MAX_TEXT_FORM_BYTES,
    });
  } catch {
    return null;
  }
}
