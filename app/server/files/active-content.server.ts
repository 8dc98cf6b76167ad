import { visitStreams } from "./pdf-streams.server";
import { visitZipEntries } from "./zip-entries.server";

/**
 * Finds content in an uploaded résumé that could run code when staff open it: Word macros, or
 * PDF JavaScript, launch actions and XFA scripts. Such files are refused at upload; a CV never needs them.
 * Returns what was found, or null. A PDF or DOCX is also refused ("oversized", "undecodable")
 * when its streams or parts decode to more than the caps allow, or when a part that could hide
 * such content cannot be read (record 066).
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
 * Its content types and relationships, which name a VBA project under any part name, are
 * compressed: every part is inflated within caps, and those are read.
 */
function docxMacros(bytes: Uint8Array): string | null {
  const text = latin1(bytes);
  if (/vbaProject\.bin|vbaData\.xml|macroEnabled/i.test(text)) return "macros";
  return visitZipEntries(bytes, (name, data) =>
    /^\[Content_Types\]\.xml$|\.rels$/i.test(name) &&
    /vbaProject|vbaData|macroEnabled/i.test(data.toString("latin1"))
      ? "macros"
      : null,
  );
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

const action = (text: string) => {
  const found = ACTION.exec(text.includes("#") ? unescapeNames(text) : text);
  return found ? (found[1] ?? "action") : null;
};

/** An XFA form (`/XFA` in the AcroForm dictionary) and a script element in its XML. */
const XFA_FORM = /\/XFA(?![A-Za-z])/;
const XFA_SCRIPT = /<([\w.-]+:)?script[\s>/]/i;

/**
 * Looks for JavaScript, launch actions and embedded files in the PDF's dictionaries, also
 * inside object streams (where PDF 1.5+ keeps most dictionaries), whatever their filters; and
 * for an XFA form with a `<script>` in any stream, which Acrobat runs as JavaScript (record 094).
 */
function pdfActions(bytes: Uint8Array): string | null {
  const text = latin1(bytes);
  const xfa = { form: false, script: false };
  const look = (chunk: string) => {
    const found = action(chunk);
    if (found) return found;
    xfa.form ||= XFA_FORM.test(chunk.includes("#") ? unescapeNames(chunk) : chunk);
    xfa.script ||= XFA_SCRIPT.test(chunk);
    return xfa.form && xfa.script ? "XFA" : null;
  };
  return look(text) ?? visitStreams(bytes, text, look);
}
