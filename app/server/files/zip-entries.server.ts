import { inflateRawSync } from "node:zlib";

/**
 * The parts of a ZIP file (a DOCX), inflated within caps (record 066). The sizes a ZIP's headers
 * state are not trusted: each part is inflated with a cap on what it may produce, so a part that
 * claims 1 KB and inflates to 512 MiB stops at the cap.
 */

const MiB = 1024 * 1024;

/** Caps: inflated bytes per part and per file, and parts per file (a Word file has dozens). */
export const zipCaps = { entryBytes: 16 * MiB, fileBytes: 64 * MiB, entries: 4096 } as const;

export type ZipProblem = "oversized" | "undecodable";

/**
 * Shows `visit` each part's name and inflated bytes, in central-directory order, until it answers
 * something; answers that, or why reading stopped (a cap passed, a part we cannot read), or null.
 */
export function visitZipEntries(
  bytes: Uint8Array,
  visit: (name: string, data: Buffer) => string | null,
): string | null {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfCentralDirectory(zip);
  if (end < 0) return "undecodable";
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > zipCaps.entries) return "oversized";
  let budget: number = zipCaps.fileBytes;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return "undecodable";
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("latin1", at + 46, at + 46 + nameLength);
    at += 46 + skip;
    // Encrypted parts, and sizes and offsets that point outside the file (ZIP64 too): unreadable.
    if (flags & 1 || local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50)
      return "undecodable";
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + size > zip.length) return "undecodable";
    const raw = zip.subarray(start, start + size);
    let data: Buffer;
    const cap = Math.min(zipCaps.entryBytes, budget);
    if (method === 0) {
      if (raw.length > cap) return "oversized";
      data = raw;
    } else if (method === 8) {
      if (cap < 1) return "oversized";
      try {
        // Stops inflating, and throws, once the output would pass the cap.
        data = inflateRawSync(raw, { maxOutputLength: cap, chunkSize: 64 * 1024 });
      } catch (error) {
        const code = (error as { code?: string }).code;
        return code === "ERR_BUFFER_TOO_LARGE" ? "oversized" : "undecodable";
      }
    } else {
      return "undecodable"; // Word writes parts stored or deflated, nothing else
    }
    budget -= data.length;
    const found = visit(name, data);
    if (found) return found;
  }
  return null;
}

/** Where the end-of-central-directory record starts (it ends the file, before a comment). */
function endOfCentralDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  return -1;
}
