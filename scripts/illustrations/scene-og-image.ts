// The Open Graph image (1200×630, what social sites show for a shared link): the logo mark
// beside the home hero. No text: the illustrations carry none (no fonts to embed), and the
// sites print the page title under the image.
import { hero } from "./scenes-site.ts";
import { type Bg, doc, palette, path, place, rect } from "./svg.ts";

/** public/logo.svg's mark (32×32), drawn with the shared palette. */
const logoMark = () =>
  rect(0, 0, 32, 32, palette.navy, 8) +
  path("M8 22 16 8l8 14z", palette.blue) +
  path("M12 22 16 15l4 7z", palette.amber);

const bg: Bg = { kind: "dots", glows: [[820, 320, 380]], accents: 0 };

/** The image as SVG; render.ts turns it into the PNG that social sites accept. */
export const ogImageSvg = (): string =>
  doc("Brazos Digital", bg, place(90, 171, logoMark(), 9) + place(420, 70, hero(), 0.66), 630);
