import { fileTypeFromBuffer } from "file-type";
import { resumeRules } from "~/lib/forms/application";

export type Resume = { fileName: string; contentType: string; bytes: Uint8Array };

const accepted: Record<string, { ext: string; contentType: string }> = {
  pdf: { ext: "pdf", contentType: "application/pdf" },
  // .doc files are OLE compound documents.
  cfb: { ext: "doc", contentType: "application/msword" },
  docx: {
    ext: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

/**
 * Identifies an uploaded résumé by its content, not its name: a PDF, a Word 97–2003 document
 * or a Word document. Anything else (an executable renamed to .pdf, say) is refused.
 */
export async function sniffResume(
  originalName: string,
  bytes: Uint8Array,
): Promise<{ ext: string; contentType: string } | null> {
  const nameOk = resumeRules.extensions.some((ext) => originalName.toLowerCase().endsWith(ext));
  if (!nameOk || bytes.byteLength === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? (accepted[detected.ext] ?? null) : null;
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
