import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";

/** How much of an upload form is read: its one file, and the rest of the form beside it. */
export type OneFileLimits = {
  /** The form field of the file; a file in any other field is dropped. */
  field: string;
  maxFileBytes: number;
  maxParts: number;
  /** What the other fields may add to the file's bytes. */
  otherBytes: number;
};

/**
 * Reads a form with at most one file, capped while it streams in instead of being buffered:
 * the form, "too-large" when the file or the whole form is over its cap, or "unreadable".
 */
export async function readOneFileForm(
  request: Request,
  limits: OneFileLimits,
): Promise<FormData | "too-large" | "unreadable"> {
  const { field, maxFileBytes, maxParts, otherBytes } = limits;
  try {
    return await parseFormData(
      request,
      { maxFiles: 1, maxParts, maxFileSize: maxFileBytes, maxTotalSize: maxFileBytes + otherBytes },
      (upload) => (upload.fieldName === field && upload.size > 0 ? upload : null),
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      return "too-large";
    return "unreadable";
  }
}

/** The form's non-empty file in `field`, or null. */
export function uploadedFile(form: FormData, field: string): File | null {
  const file = form.get(field);
  return file instanceof File && file.size > 0 ? file : null;
}
