import { fileTypeFromBuffer } from "file-type";
import { imageRules } from "~/lib/content/images";
import { resumeRules } from "~/lib/forms/resume";
import { activeContent } from "./active-content.server";
import { loadSharp } from "./sharp.server";

/**
 * The one gate every incoming file passes (docs/decisions/094): résumés posted at /careers,
 * attachments of answers that arrive by mail, and images editors upload. It says what a file
 * is, or exactly why it is refused; the callers put that in their own words.
 */

/** What an accepted document is: a PDF, a Word 97–2003 document or a Word document. */
export type DocumentType = { ext: "pdf" | "doc" | "docx"; contentType: string };

/**
 * Why a document is refused: `type`, it is not a PDF or Word document (whatever its name);
 * `size`, over 4.5 MB; `unpacked`, its streams or parts inflate past the caps (a bomb, record
 * 066); `unreadable`, a part that could hide scripts cannot be read; `scripts`, PDF JavaScript,
 * launch actions, embedded files or an XFA form with scripts; `macros`, Word macros.
 */
export type DocumentProblem = "type" | "size" | "unpacked" | "unreadable" | "scripts" | "macros";

export type DocumentVerdict =
  | ({ ok: true } & DocumentType)
  | { ok: false; problem: DocumentProblem; ext?: DocumentType["ext"] };

const accepted: Record<string, DocumentType> = {
  pdf: { ext: "pdf", contentType: "application/pdf" },
  // .doc files are OLE compound documents.
  cfb: { ext: "doc", contentType: "application/msword" },
  docx: {
    ext: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

/** Identifies a document by its content, not its name; the name must still end as one does. */
async function documentType(name: string, bytes: Uint8Array): Promise<DocumentType | null> {
  const nameOk = resumeRules.extensions.some((ext) => name.toLowerCase().endsWith(ext));
  if (!nameOk || bytes.byteLength === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  return detected ? (accepted[detected.ext] ?? null) : null;
}

/** The findings of the content check, by what a person is told. */
const problemOf = (found: string): DocumentProblem =>
  found === "oversized"
    ? "unpacked"
    : found === "undecodable"
      ? "unreadable"
      : found === "macros"
        ? "macros"
        : "scripts";

/**
 * A résumé or a mail attachment: at most 4.5 MB, a PDF, DOC or DOCX by its content, decoded
 * within caps, without anything that could run when staff open it.
 */
export async function gateDocument(name: string, bytes: Uint8Array): Promise<DocumentVerdict> {
  if (bytes.byteLength > resumeRules.maxBytes) return { ok: false, problem: "size" };
  const type = await documentType(name, bytes);
  if (!type) return { ok: false, problem: "type" };
  const found = activeContent(type.ext, bytes);
  return found ? { ok: false, problem: problemOf(found), ext: type.ext } : { ok: true, ...type };
}

/**
 * The most pixels an uploaded image may have: a 24-megapixel camera's photo (6000 × 4000) passes.
 * Measured (docs/decisions/094): the largest allowed, a blank 5000 × 5000 PNG, is stored with
 * its copies in 1.6 s of CPU and about +100 MB. Checked from the header, before any pixel is
 * decoded; a PNG of a few hundred kilobytes can claim 144 MP (record 066).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const imageFormats = ["png", "jpeg", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];
const isImageFormat = (format: unknown): format is ImageFormat =>
  imageFormats.some((known) => known === format);

/** `type`, not a PNG, JPEG or WebP; `size`, over 10 MB; `pixels`, over the pixel cap. */
export type ImageVerdict =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; problem: "type" | "size" }
  | { ok: false; problem: "pixels"; width: number; height: number };

/** An editor's image: whatever its name says, a PNG, JPEG or WebP within the caps. */
export async function gateImage(bytes: Uint8Array): Promise<ImageVerdict> {
  if (bytes.byteLength > imageRules.maxBytes) return { ok: false, problem: "size" };
  const sharp = await loadSharp();
  // Reads the header only: no pixel is decoded here.
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const { format, width, height } = meta ?? {};
  if (!isImageFormat(format) || !width || !height) return { ok: false, problem: "type" };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, problem: "pixels", width, height };
  return { ok: true, format, width, height };
}
