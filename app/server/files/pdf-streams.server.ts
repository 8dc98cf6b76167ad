import { decode, decoders, pdfCaps, type Unreadable } from "./pdf-filters.server";
import {
  type Dict,
  filterChain,
  isImage,
  isObjectStream,
  OverBudget,
  streamDictionaries,
} from "./pdf-syntax.server";

/**
 * The PDF streams a résumé check must read, decoded within caps (record 066). A stream that can
 * hold objects (an object stream) must be read whole, or the file is refused: its dictionaries
 * are where JavaScript and launch actions hide. Other streams are read when their filters are
 * ones we decode, and skipped otherwise; images always are (a picture holds no dictionary).
 */

/** How many characters the dictionary reader may read per file (4.5 MB of PDF needs far fewer). */
const LEX_BUDGET = 64 * 1024 * 1024;

/**
 * Shows `visit` each stream's decoded text (as latin1), in file order, until it finds something.
 * Answers what it found, or why reading stopped early, or null. `text` is `bytes` as latin1.
 */
export function visitStreams(
  bytes: Uint8Array,
  text: string,
  visit: (decoded: string) => string | null,
): string | null {
  const budget = { decoded: pdfCaps.fileBytes, lexed: LEX_BUDGET };
  const keyword = /(?<=^|[\0\t\n\f\r ()<>[\]{}/%])stream(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const at = match.index;
    const start = dataStart(text, at + "stream".length);
    if (start < 0) break;
    const endKeyword = text.indexOf("endstream", start);
    const end = endKeyword < 0 ? text.length : endKeyword;
    let parses: Dict[];
    try {
      parses = streamDictionaries(text, at, budget);
    } catch (error) {
      if (error instanceof OverBudget) return "oversized";
      throw error;
    }
    if (parses.length === 0) {
      // A `>> stream` whose dictionary we cannot read: it could be anything, an object stream too.
      if (/>>[\0\t\n\f\r ]*$/.test(text.slice(Math.max(0, at - 64), at))) return "undecodable";
      continue; // the word "stream" in some text, not a stream
    }
    const holdsObjects = parses.some(isObjectStream);
    if (!holdsObjects && parses.every(isImage)) continue;
    const chains = parses.map(filterChain);
    const first = chains[0] ?? null;
    const chain = chains.every((c) => c !== null && c.join() === first?.join()) ? first : null;
    if (!chain || chain.some((filter) => !Object.hasOwn(decoders, filter))) {
      if (holdsObjects) return "undecodable";
      continue;
    }
    // Unfiltered data is plain text in the file, which the caller reads whole.
    if (chain.length === 0) continue;
    let data: Buffer | Unreadable = Buffer.from(
      bytes.buffer,
      bytes.byteOffset + start,
      end - start,
    );
    for (const filter of chain) {
      data = decode(filter, data, budget);
      if (typeof data === "string") break;
    }
    if (data === "oversized") return "oversized";
    if (data === "undecodable") {
      if (holdsObjects) return "undecodable";
      continue; // a damaged font or page, say: nothing a viewer would run
    }
    const found = visit(data.toString("latin1"));
    if (found) return found;
  }
  return null;
}

/** Where a stream's data starts: after the end of the line that holds `stream` (as pdf.js). */
function dataStart(text: string, from: number): number {
  const lf = text.indexOf("\n", from);
  const cr = text.indexOf("\r", from);
  if (cr >= 0 && (lf < 0 || cr < lf)) return text[cr + 1] === "\n" ? cr + 2 : cr + 1;
  return lf < 0 ? -1 : lf + 1;
}
