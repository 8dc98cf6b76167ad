import { inflateSync } from "node:zlib";

/**
 * Finds content in an uploaded résumé that could run code when staff open it: Word macros, or
 * PDF JavaScript and launch actions. Such files are refused at upload; a CV never needs them.
 * Returns what was found, or null.
 */
export function activeContent(ext: string, bytes: Uint8Array): string | null {
  if (ext === "pdf") return pdfActions(bytes);
  if (ext === "docx") return docxMacros(bytes);
  if (ext === "doc") return docMacros(bytes);
  return null;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

/**
 * A DOCX is a ZIP; its part names are stored as plain text in the local headers and the
 * central directory, so a VBA project shows up by name (macro-enabled documents renamed .docx).
 */
function docxMacros(bytes: Uint8Array): string | null {
  const text = latin1(bytes);
  return /vbaProject\.bin|vbaData\.xml|macroEnabled/i.test(text) ? "macros" : null;
}

/** A DOC is an OLE compound file; its directory names its streams in UTF-16LE. */
function docMacros(bytes: Uint8Array): string | null {
  const text = Buffer.from(bytes).toString("utf16le");
  const shifted = Buffer.from(bytes.subarray(1)).toString("utf16le");
  const named = (name: string) => text.includes(name) || shifted.includes(name);
  return named("_VBA_PROJECT") || named("Macros") ? "macros" : null;
}

/** `/J#61vaScript` is `/JavaScript`: PDF names may escape any character as #xx. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );

const ACTION = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)(?![A-Za-z])/;

/**
 * Looks for JavaScript, launch actions and embedded files in the PDF's dictionaries, also
 * inside compressed object streams (where PDF 1.5+ keeps most dictionaries).
 */
function pdfActions(bytes: Uint8Array): string | null {
  const text = latin1(bytes);
  const plain = ACTION.exec(unescapeNames(text));
  if (plain) return plain[1] ?? "action";
  const streams = /stream\r?\n/g;
  let match = streams.exec(text);
  while (match) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(bytes.subarray(start, end)).toString("latin1");
      const found = ACTION.exec(unescapeNames(inflated));
      if (found) return found[1] ?? "action";
    } catch {
      // Not a Flate stream (an image, say): nothing to read.
    }
    streams.lastIndex = end;
    match = streams.exec(text);
  }
  return null;
}
