import { inflateSync } from "node:zlib";

/**
 * The PDF streams a résumé check must read, decoded within caps (record 066). A stream that can
 * hold objects (an object stream) must be read whole, or the file is refused: its dictionaries
 * are where JavaScript and launch actions hide. Other streams are read when their filters are
 * ones we decode, and skipped otherwise; images always are (a picture holds no dictionary).
 */

const MiB = 1024 * 1024;

/** Caps: decoded bytes per stream (each filter's output) and per file (all streams together). */
export const pdfCaps = { streamBytes: 16 * MiB, fileBytes: 64 * MiB } as const;

/**
 * How far back from a `stream` keyword its dictionary may start, how many `<<` are tried, and how
 * many characters the dictionary reader may read per file (4.5 MB of PDF needs far fewer).
 */
const DICT_WINDOW = 16 * 1024;
const DICT_TRIES = 64;
const LEX_BUDGET = 64 * MiB;

/** Why a file is refused without being read to the end. */
export type Unreadable = "oversized" | "undecodable";

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

// Filters.

type Filter = keyof typeof decoders;

const decoders = {
  FlateDecode: flate,
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  RunLengthDecode: runLength,
};

/** Filter names as the standard writes them, and their abbreviations (which viewers accept). */
const filterNames: Record<string, Filter> = {
  FlateDecode: "FlateDecode",
  Fl: "FlateDecode",
  ASCIIHexDecode: "ASCIIHexDecode",
  AHx: "ASCIIHexDecode",
  ASCII85Decode: "ASCII85Decode",
  A85: "ASCII85Decode",
  RunLengthDecode: "RunLengthDecode",
  RL: "RunLengthDecode",
};

/**
 * Runs one filter with what is left of the caps: "oversized" as soon as its output passes them,
 * "undecodable" when its input is damaged or ends before the filter's end-of-data mark (a stream
 * cut short by a false `endstream` inside it is not read as a shorter one).
 */
function decode(filter: string, input: Buffer, budget: { decoded: number }): Buffer | Unreadable {
  const cap = Math.min(pdfCaps.streamBytes, budget.decoded);
  const out = decoders[filter as Filter](input, cap);
  if (typeof out === "string") return out;
  budget.decoded -= out.length;
  return out;
}

function flate(input: Buffer, cap: number): Buffer | Unreadable {
  if (cap < 1) return "oversized";
  try {
    // Stops inflating, and throws, once the output would pass the cap: memory stays within it.
    return inflateSync(input, { maxOutputLength: cap, chunkSize: 64 * 1024 });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE"
      ? "oversized"
      : "undecodable";
  }
}

const isSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

/** Output of the byte-by-byte decoders below, refusing to grow past `cap`. */
class Output {
  private buffer: Buffer;
  length = 0;
  constructor(
    size: number,
    private readonly cap: number,
  ) {
    this.buffer = Buffer.alloc(Math.min(size, cap));
  }
  /** Appends `count` copies of `byte`, or `bytes`; false when that would pass the cap. */
  push(byte: number, count = 1): boolean {
    if (!this.room(count)) return false;
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
    return true;
  }
  append(bytes: Buffer): boolean {
    if (!this.room(bytes.length)) return false;
    bytes.copy(this.buffer, this.length);
    this.length += bytes.length;
    return true;
  }
  private room(count: number): boolean {
    const needed = this.length + count;
    if (needed > this.cap) return false;
    if (needed > this.buffer.length) {
      const grown = Buffer.alloc(Math.min(this.cap, Math.max(needed, this.buffer.length * 2)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    return true;
  }
  result = () => this.buffer.subarray(0, this.length);
}

function asciiHex(input: Buffer, cap: number): Buffer | Unreadable {
  const out = new Output(input.length >> 1, cap);
  let high = -1;
  for (const c of input) {
    if (isSpace(c)) continue;
    if (c === 0x3e /* > */) {
      if (high >= 0 && !out.push(high << 4)) return "oversized";
      return out.result();
    }
    const digit = Number.parseInt(String.fromCharCode(c), 16);
    if (Number.isNaN(digit)) return "undecodable";
    if (high < 0) high = digit;
    else {
      if (!out.push((high << 4) | digit)) return "oversized";
      high = -1;
    }
  }
  return "undecodable"; // no end-of-data mark
}

function ascii85(input: Buffer, cap: number): Buffer | Unreadable {
  const out = new Output(input.length, cap);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    if (value > 0xffffffff) return false;
    const word = Buffer.alloc(4);
    word.writeUInt32BE(value);
    return out.append(word.subarray(0, count));
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i] ?? 0;
    if (isSpace(c)) continue;
    if (c === 0x7e /* ~ */) {
      if (input[i + 1] !== 0x3e || group.length === 1) return "undecodable";
      if (group.length > 0 && !flush(group.length - 1)) return "oversized";
      return out.result();
    }
    if (c === 0x7a /* z */ && group.length === 0) {
      if (!out.push(0, 4)) return "oversized";
      continue;
    }
    if (c < 0x21 || c > 0x75) return "undecodable";
    group.push(c - 0x21);
    if (group.length === 5) {
      if (!flush(4)) return out.length + 4 > cap ? "oversized" : "undecodable";
      group.length = 0;
    }
  }
  return "undecodable"; // no end-of-data mark
}

function runLength(input: Buffer, cap: number): Buffer | Unreadable {
  const out = new Output(input.length, cap);
  let i = 0;
  while (i < input.length) {
    const length = input[i] ?? 128;
    if (length === 128) return out.result();
    if (length < 128) {
      const run = input.subarray(i + 1, i + 2 + length);
      if (run.length < length + 1) return "undecodable";
      if (!out.append(run)) return "oversized";
      i += 2 + length;
    } else {
      if (i + 1 >= input.length) return "undecodable";
      if (!out.push(input[i + 1] ?? 0, 257 - length)) return "oversized";
      i += 2;
    }
  }
  return "undecodable"; // no end-of-data mark
}

// Stream dictionaries.

type Value =
  | { t: "name"; v: string }
  | { t: "num"; v: number }
  | { t: "ref" }
  | { t: "dict"; v: Dict }
  | { t: "array"; v: Value[] }
  | { t: "string" }
  | { t: "keyword"; v: string };

/** A dictionary's entries; a key written twice keeps every value (a viewer may take either). */
type Dict = Map<string, Value[]>;

class OverBudget extends Error {}
class Malformed extends Error {}

/**
 * The dictionaries that can be the one of the stream whose `stream` keyword is at `at`: each `<<`
 * shortly before it from which a whole dictionary reads up to that keyword. A real file has one;
 * several mean a crafted one (a dictionary inside a string), and the caller weighs them all.
 */
function streamDictionaries(text: string, at: number, budget: { lexed: number }): Dict[] {
  const found: Dict[] = [];
  let open = text.lastIndexOf("<<", at);
  for (let tries = 0; open >= 0 && open >= at - DICT_WINDOW && tries < DICT_TRIES; tries++) {
    const lexer = new Lexer(text, open, at, budget);
    try {
      const dict = lexer.dictionary();
      lexer.skipSpace();
      if (lexer.pos === at) found.push(dict);
    } catch (error) {
      if (!(error instanceof Malformed)) throw error;
    }
    open = open > 0 ? text.lastIndexOf("<<", open - 1) : -1;
  }
  return found;
}

const delimiters = "()<>[]{}/%";
const isRegular = (ch: string) => !delimiters.includes(ch) && !isSpace(ch.charCodeAt(0));

/** PDF's object syntax (ISO 32000 §7.2–7.3), enough to read a stream's dictionary. */
class Lexer {
  constructor(
    private readonly text: string,
    public pos: number,
    private readonly end: number,
    private readonly budget: { lexed: number },
  ) {}

  private next(): string {
    if (this.pos >= this.end) throw new Malformed();
    if (--this.budget.lexed < 0) throw new OverBudget();
    return this.text[this.pos++] ?? "";
  }
  private peek = (offset = 0) => (this.pos + offset < this.end ? this.text[this.pos + offset] : "");

  /** Skips white space and comments. */
  skipSpace() {
    for (;;) {
      const ch = this.peek();
      if (ch && isSpace(ch.charCodeAt(0))) this.next();
      else if (ch === "%")
        while (this.peek() && this.peek() !== "\n" && this.peek() !== "\r") this.next();
      else return;
    }
  }

  dictionary(): Dict {
    this.next();
    this.next(); // <<
    const dict: Dict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.peek() === ">" && this.peek(1) === ">") {
        this.next();
        this.next();
        return dict;
      }
      const key = this.value();
      // pdf.js skips a key that is not a name; so do we.
      if (key.t !== "name") continue;
      this.skipSpace();
      if (this.peek() === ">" && this.peek(1) === ">") continue; // a key without value
      const value = this.value();
      dict.set(key.v, [...(dict.get(key.v) ?? []), value]);
    }
  }

  private value(): Value {
    this.skipSpace();
    const ch = this.peek();
    if (ch === "<" && this.peek(1) === "<") return { t: "dict", v: this.dictionary() };
    if (ch === "<") return this.hexString();
    if (ch === "(") return this.literalString();
    if (ch === "[") return this.array();
    if (ch === "/") return this.name();
    if (!ch || !isRegular(ch)) throw new Malformed();
    const word = this.word();
    const number = Number(word);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) || !Number.isFinite(number))
      return { t: "keyword", v: word };
    // `12 0 R` is a reference.
    const save = this.pos;
    this.skipSpace();
    if (/^\d$/.test(this.peek() ?? "")) {
      this.word();
      this.skipSpace();
      if (this.peek() === "R" && !isRegular(this.peek(1) || " ")) {
        this.next();
        return { t: "ref" };
      }
    }
    this.pos = save;
    return { t: "num", v: number };
  }

  private word(): string {
    let word = "";
    while (this.peek() && isRegular(this.peek() ?? "")) word += this.next();
    return word;
  }

  /** A name, its `#xx` escapes undone. */
  private name(): Value {
    this.next();
    const raw = this.word();
    return {
      t: "name",
      v: raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    };
  }

  private array(): Value {
    this.next();
    const items: Value[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === "]") {
        this.next();
        return { t: "array", v: items };
      }
      items.push(this.value());
    }
  }

  private literalString(): Value {
    this.next();
    let depth = 1;
    while (depth > 0) {
      const ch = this.next();
      if (ch === "\\") this.next();
      else if (ch === "(") depth++;
      else if (ch === ")") depth--;
    }
    return { t: "string" };
  }

  private hexString(): Value {
    this.next();
    for (;;) {
      const ch = this.next();
      if (ch === ">") return { t: "string" };
      if (!/[0-9a-f]/i.test(ch) && !isSpace(ch.charCodeAt(0))) throw new Malformed();
    }
  }
}

const names = (values: Value[] | undefined) =>
  (values ?? []).map((value) => (value.t === "name" ? value.v : null));

/**
 * An object stream, or a stream a viewer could take for one: `/Type /ObjStm`, a `/Type` we cannot
 * read here (a reference), or `/First`, which only object streams have and which pdf.js and
 * PDFium read without looking at `/Type`.
 */
function isObjectStream(dict: Dict): boolean {
  const types = names(dict.get("Type"));
  return dict.has("First") || types.some((type) => type === "ObjStm" || type === null);
}

const isImage = (dict: Dict) => {
  const subtypes = names(dict.get("Subtype"));
  return subtypes.length > 0 && subtypes.every((subtype) => subtype === "Image");
};

/**
 * The stream's filters, outermost first, by their full names; null when they are not plain names
 * (a reference, a key written twice) or when a filter's parameters ask for a predictor, which
 * would scramble the decoded text.
 */
function filterChain(dict: Dict): string[] | null {
  const filters = dict.get("Filter") ?? [];
  const params = dict.get("DecodeParms") ?? dict.get("DP") ?? [];
  if (filters.length > 1 || params.length > 1) return null;
  const [filter] = filters;
  const list =
    filter === undefined || (filter.t === "keyword" && filter.v === "null")
      ? []
      : filter.t === "name"
        ? [filter]
        : filter.t === "array"
          ? filter.v
          : null;
  if (!list) return null;
  const [param] = params;
  const paramList =
    param === undefined || (param.t === "keyword" && param.v === "null")
      ? []
      : param.t === "dict"
        ? [param]
        : param.t === "array"
          ? param.v
          : null;
  if (!paramList) return null;
  for (const p of paramList) {
    if (p.t === "keyword" && p.v === "null") continue;
    if (p.t !== "dict") return null;
    const predictor = p.v.get("Predictor");
    if (predictor && !(predictor.length === 1 && predictor[0]?.t === "num" && predictor[0].v === 1))
      return null;
  }
  const chain: string[] = [];
  for (const item of list) {
    if (item.t !== "name") return null;
    chain.push(Object.hasOwn(filterNames, item.v) ? (filterNames[item.v] ?? item.v) : item.v);
  }
  return chain;
}
