import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";

/**
 * A received message as the filing code reads it: its size, the SHA-256 of its bytes (its
 * identity when it has no Message-ID), and a fresh stream of its bytes each time it is read.
 */
export type RawMessage = { size: number; sha256: string; read(): Readable };

/** A message that is already in memory (the IMAP poller's, at most INBOUND_MAX_BYTES). */
export function rawFromBuffer(bytes: Buffer): RawMessage {
  return {
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    read: () => Readable.from([bytes]),
  };
}

export type Spooled = RawMessage & { tooLarge: boolean; remove(): Promise<void> };

/**
 * Writes an incoming message to a temporary file as it arrives, so a message costs a stream's
 * buffer in memory, not its size (record 092). Past `maxBytes` the rest is read and thrown away
 * and the message is marked too large. The caller removes the file when it is done with it.
 */
export async function spoolToFile(stream: AsyncIterable<Buffer>, maxBytes: number) {
  const dir = await mkdtemp(join(tmpdir(), "inbound-"));
  const path = join(dir, "message.eml");
  const remove = () => rm(dir, { recursive: true, force: true });
  const hash = createHash("sha256");
  let size = 0;
  try {
    const file = await open(path, "w");
    try {
      for await (const chunk of stream) {
        size += chunk.byteLength;
        if (size > maxBytes) continue;
        hash.update(chunk);
        await file.write(chunk);
      }
    } finally {
      await file.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  const spooled: Spooled = {
    size,
    sha256: hash.digest("hex"),
    tooLarge: size > maxBytes,
    read: () => createReadStream(path),
    remove,
  };
  return spooled;
}
