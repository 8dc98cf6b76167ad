import { gateDocument } from "../files/gate.server";

export type Resume = { fileName: string; contentType: string; bytes: Uint8Array };

/**
 * Identifies an uploaded résumé by its content, not its name: a PDF, a Word 97–2003 document
 * or a Word document, that passes the file gate (record 094): within the size and unpacking
 * caps, without scripts or macros. Anything else (an executable renamed to .pdf, say) is
 * refused. `gateDocument` says why.
 */
export async function sniffResume(
  originalName: string,
  bytes: Uint8Array,
): Promise<{ ext: string; contentType: string } | null> {
  const verdict = await gateDocument(originalName, bytes);
  return verdict.ok ? { ext: verdict.ext, contentType: verdict.contentType } : null;
}

/** `{emailLocalPart}-{timestamp}.{extension}` with the local part reduced to safe characters. */
export function resumeFileName(email: string, ext: string, now = Date.now()): string {
  const local = email.split("@")[0] ?? "";
  const safe =
    local
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[.-]+|[.-]+$/g, "")
      .slice(0, 64) || "applicant";
  return `${safe}-${now}.${ext}`;
}
