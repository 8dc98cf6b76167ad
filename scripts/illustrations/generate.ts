// Writes the illustration set and the Open Graph image under public/.
// Run: npm run illustrations:generate
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderIllustrations, renderOgImage } from "./render.ts";

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), "../../public");

const illustrations = renderIllustrations();
for (const { file, bytes } of [...illustrations, renderOgImage()]) {
  const path = join(PUBLIC, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  console.log(`${file.padEnd(64)} ${(bytes.length / 1024).toFixed(1)} KB`);
}
const sizes = illustrations.map(({ bytes }) => bytes.length);
const total = sizes.reduce((sum, n) => sum + n, 0);
console.log(
  `${sizes.length} illustrations, total ${(total / 1024).toFixed(1)} KB, max ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
);
