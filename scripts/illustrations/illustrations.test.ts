import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { renderIllustrations, renderOgImage } from "./render.ts";

const PUBLIC = join(import.meta.dirname, "../../public");

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : [relative(PUBLIC, join(dir, entry.name))],
  );

describe("committed illustrations", () => {
  const illustrations = renderIllustrations();

  it("are exactly what the generator writes (run npm run illustrations:generate)", () => {
    for (const { file, bytes } of illustrations)
      expect(readFileSync(join(PUBLIC, file)).equals(bytes), file).toBe(true);
  });

  it("has no file the generator no longer writes", () => {
    const generated = illustrations.map(({ file }) => file).sort();
    expect(filesUnder(join(PUBLIC, "illustrations")).sort()).toEqual(generated);
  });

  it("includes the Open Graph image as a 1200×630 PNG", () => {
    const { file, bytes } = renderOgImage();
    expect(readFileSync(join(PUBLIC, file)).equals(bytes), file).toBe(true);
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
