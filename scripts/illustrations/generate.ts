// Generates the site's SVG illustration set into public/illustrations/.
// Run: node_modules/.bin/node scripts/illustrations/generate.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { caseStudyScenes } from "./scenes-cases.ts";
import { industryScenesA } from "./scenes-industries-1.ts";
import { industryScenesB } from "./scenes-industries-2.ts";
import { productScenesA } from "./scenes-products-1.ts";
import { productScenesB } from "./scenes-products-2.ts";
import { siteScenes } from "./scenes-site.ts";
import { devUseCaseScenes } from "./scenes-usecases-dev.ts";
import { sapSecUseCaseScenes } from "./scenes-usecases-sap-sec.ts";
import { doc, type Scene } from "./svg.ts";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "../../public/illustrations");
const HARD_LIMIT = 12 * 1024;

const scenes: Scene[] = [
  ...siteScenes,
  ...industryScenesA,
  ...industryScenesB,
  ...productScenesA,
  ...productScenesB,
  ...devUseCaseScenes,
  ...sapSecUseCaseScenes,
  ...caseStudyScenes,
];

let total = 0;
let max = 0;
for (const s of scenes) {
  const svg = doc(s.title, s.bg, s.body());
  if (/<text|<image|<script|href=|@import|url\((?!#)/i.test(svg))
    throw new Error(`${s.file}: forbidden content`);
  const bytes = Buffer.byteLength(svg);
  if (bytes > HARD_LIMIT) throw new Error(`${s.file}: ${bytes} bytes exceeds ${HARD_LIMIT}`);
  const file = join(OUT, s.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  total += bytes;
  max = Math.max(max, bytes);
  console.log(`${s.file.padEnd(52)} ${(bytes / 1024).toFixed(1)} KB`);
}
console.log(
  `${scenes.length} files, total ${(total / 1024).toFixed(1)} KB, max ${(max / 1024).toFixed(1)} KB`,
);
