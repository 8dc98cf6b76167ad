// The illustration set and the Open Graph image, rendered in memory: generate.ts writes them
// under public/, and illustrations.test.ts checks that the committed files are this output.
import { Resvg } from "@resvg/resvg-js";
import { ogImageSvg } from "./scene-og-image.ts";
import { caseStudyScenes } from "./scenes-cases.ts";
import { governmentHealthAutoPharmaScenes } from "./scenes-industries-government-health-auto-pharma.ts";
import { utilitiesAerospaceErpSoftwareScenes } from "./scenes-industries-utilities-aerospace-erp-software.ts";
import { cloudSecurityDataProductScenes } from "./scenes-products-cloud-security-data.ts";
import { cxApiDevPlatformProductScenes } from "./scenes-products-cx-api-devplatform.ts";
import { siteScenes } from "./scenes-site.ts";
import { devUseCaseScenes } from "./scenes-usecases-dev.ts";
import { sapSecUseCaseScenes } from "./scenes-usecases-sap-sec.ts";
import { doc, type Scene } from "./svg.ts";

const HARD_LIMIT = 12 * 1024;

const scenes: Scene[] = [
  ...siteScenes,
  ...utilitiesAerospaceErpSoftwareScenes,
  ...governmentHealthAutoPharmaScenes,
  ...cloudSecurityDataProductScenes,
  ...cxApiDevPlatformProductScenes,
  ...devUseCaseScenes,
  ...sapSecUseCaseScenes,
  ...caseStudyScenes,
];

/** One generated file: its path under public/ and its bytes. */
export type Output = { file: string; bytes: Buffer };

/** Every illustration as SVG; throws if one is too large or holds text, images or links. */
export function renderIllustrations(): Output[] {
  return scenes.map((scene) => {
    const svg = doc(scene.title, scene.bg, scene.body());
    if (/<text|<image|<script|href=|@import|url\((?!#)/i.test(svg))
      throw new Error(`${scene.file}: forbidden content`);
    const bytes = Buffer.from(svg);
    if (bytes.length > HARD_LIMIT)
      throw new Error(`${scene.file}: ${bytes.length} bytes exceeds ${HARD_LIMIT}`);
    return { file: `illustrations/${scene.file}`, bytes };
  });
}

/**
 * The Open Graph image as PNG, rendered by resvg: a pinned version gives the same bytes on every
 * machine (no system fonts are loaded; the image has no text), so the committed file can be
 * checked like the SVGs.
 */
export function renderOgImage(): Output {
  const png = new Resvg(ogImageSvg(), { font: { loadSystemFonts: false } }).render().asPng();
  return { file: "og-image.png", bytes: png };
}
