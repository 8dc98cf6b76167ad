import { inflateSync } from "node:zlib";

/**
 * The PDF filters the résumé check decodes (Flate, ASCIIHex, ASCII85, RunLength), each refusing
 * to grow its output past the caps of record 066.
 */

const MiB = 1024 * 1024;

/** Caps: decoded bytes per stream (each filter's output) and per file (all streams together). */
export const pdfCaps = { streamBytes: 16 * MiB, fileBytes: 64 * MiB } as const;

/** Why a file is refused without being read to the end. */
export type Unreadable = "oversized" | "undecodable";

export type Filter = keyof typeof decoders;

export const decoders = {
  FlateDecode: flate,
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  RunLengthDecode: runLength,
};

/** Filter names as the standard writes them, and their abbreviations (which viewers accept). */
export const filterNames: Record<string, Filter> = {
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
export function decode(
  filter: string,
  input: Buffer,
  budget: { decoded: number },
): Buffer | Unreadable {
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

export const isSpace = (c: number) =>
  c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

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
