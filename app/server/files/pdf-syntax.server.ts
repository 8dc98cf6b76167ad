import { filterNames, isSpace } from "./pdf-filters.server";

/**
 * Enough of PDF's object syntax (ISO 32000 §7.2–7.3) to read the dictionary of a stream: its
 * type, subtype and filters (record 066).
 */

/**
 * How far back from a `stream` keyword its dictionary may start, and how many `<<` are tried.
 */
const DICT_WINDOW = 16 * 1024;
const DICT_TRIES = 64;

type Value =
  | { t: "name"; v: string }
  | { t: "num"; v: number }
  | { t: "ref" }
  | { t: "dict"; v: Dict }
  | { t: "array"; v: Value[] }
  | { t: "string" }
  | { t: "keyword"; v: string };

/** A dictionary's entries; a key written twice keeps every value (a viewer may take either). */
export type Dict = Map<string, Value[]>;

export class OverBudget extends Error {}
class Malformed extends Error {}

/**
 * The dictionaries that can be the one of the stream whose `stream` keyword is at `at`: each `<<`
 * shortly before it from which a whole dictionary reads up to that keyword. A real file has one;
 * several mean a crafted one (a dictionary inside a string), and the caller weighs them all.
 */
export function streamDictionaries(text: string, at: number, budget: { lexed: number }): Dict[] {
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
export function isObjectStream(dict: Dict): boolean {
  const types = names(dict.get("Type"));
  return dict.has("First") || types.some((type) => type === "ObjStm" || type === null);
}

export const isImage = (dict: Dict) => {
  const subtypes = names(dict.get("Subtype"));
  return subtypes.length > 0 && subtypes.every((subtype) => subtype === "Image");
};

/**
 * A key's value that may be written as one `single` or as an array of them: as a list (empty
 * when missing or null), or null when it is of another type.
 */
function oneOrArray(value: Value | undefined, single: "name" | "dict"): Value[] | null {
  if (value === undefined || (value.t === "keyword" && value.v === "null")) return [];
  if (value.t === single) return [value];
  return value.t === "array" ? value.v : null;
}

/**
 * The stream's filters, outermost first, by their full names; null when they are not plain names
 * (a reference, a key written twice) or when a filter's parameters ask for a predictor, which
 * would scramble the decoded text.
 */
export function filterChain(dict: Dict): string[] | null {
  const filters = dict.get("Filter") ?? [];
  const params = dict.get("DecodeParms") ?? dict.get("DP") ?? [];
  if (filters.length > 1 || params.length > 1) return null;
  const list = oneOrArray(filters[0], "name");
  const paramList = oneOrArray(params[0], "dict");
  if (!list || !paramList) return null;
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
