// Security, compliance and monitoring motifs, drawn around the origin.
import { card, check, textBar } from "./motifs-core.ts";
import {
  CORNER,
  circle,
  DEPTH,
  decimal,
  line,
  palette,
  path,
  polygon,
  rect,
  shade,
} from "./svg.ts";

const SHIELD = "M0 -95L80 -66V-5C80 50 42 82 0 100C-42 82 -80 50 -80 -5V-66Z";

/** Shield (about 160 x 200) with a check, keyhole or nothing. */
export const shield = (fill = "url(#gb)", glyph: "check" | "key" | "none" = "check") =>
  path(SHIELD, shade(fill), { transform: `translate(0 ${DEPTH})` }) +
  path(SHIELD, fill) +
  path("M0 -95L80 -66V-5C80 50 42 82 0 100Z", palette.navy, { opacity: 0.16 }) +
  (glyph === "check" ? `<g transform="translate(0 2)">${check(34)}</g>` : "") +
  (glyph === "key"
    ? circle(0, -10, 18, palette.white) + rect(-7, -2, 14, 40, palette.white, 7)
    : "");

/** Padlock (body 124 x 100). */
export const lock = (fill: string = palette.amber, shackle: string = palette.deep) =>
  path("M-42 -20V-50A42 42 0 0 1 42 -50V-20H24V-50A24 24 0 0 0 -24 -50V-20Z", shackle) +
  card(-62, -24, 124, 100, fill) +
  circle(0, 16, 13, palette.navy) +
  rect(-5, 20, 10, 28, palette.navy, 5);

/** Bullet CCTV camera on a wall mount, looking left; flip with scale(-1 1). */
export const camera = (fill: string = palette.white) =>
  rect(78, -96, 22, 90, palette.deep, 8) +
  rect(36, -58, 54, 16, palette.navy, 8) +
  `<g transform="rotate(14 40 -40)">` +
  card(-100, -84, 150, 74, fill, 18) +
  rect(-118, -96, 178, 22, palette.navy, 11) +
  rect(-114, -76, 36, 60, palette.navy, 12) +
  circle(-96, -46, 17, palette.blue) +
  circle(-100, -50, 5, palette.white) +
  circle(30, -34, 5, palette.mint) +
  "</g>";

/** Ceiling dome camera. */
export const dome = () =>
  card(-70, -26, 140, 22, palette.white, 11) +
  path("M-54 6A54 54 0 0 0 54 6Z", palette.navy) +
  path("M-54 6A54 54 0 0 0 0 60V6Z", palette.deep) +
  circle(0, 30, 15, palette.blue) +
  circle(-4, 26, 5, palette.white);

/** Employee ID badge on a lanyard clip. */
export const badge = (accent: string = palette.blue) =>
  line("M-26 -170L-10 -100M26 -170L10 -100", accent, true) +
  rect(-16, -108, 32, 26, palette.navy, 6) +
  card(-72, -92, 144, 196, palette.white) +
  path(
    `M-72 -78a${CORNER} ${CORNER} 0 0 1 ${CORNER}-${CORNER}H58a${CORNER} ${CORNER} 0 0 1 ${CORNER} ${CORNER}V-46H-72Z`,
    accent,
  ) +
  rect(-18, -80, 36, 8, palette.white, 4) +
  circle(0, 0, 32, palette.sky) +
  circle(0, -8, 12, palette.white) +
  path("M-20 20a20 16 0 0 1 40 0Z", palette.white) +
  textBar(-46, 46, 92, palette.navy) +
  textBar(-34, 66, 68) +
  rect(-46, 82, 30, 10, palette.amber, 3);

/** Wall-mounted card reader with contactless waves. */
export const reader = () => {
  let out = card(-34, -62, 68, 124, palette.navy, 12) + circle(0, -38, 6, palette.mint);
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 3; i++)
      out += circle(-16 + i * 16, -10 + j * 16, 4, palette.sky, { opacity: 0.7 });
  return (
    out +
    rect(-20, 40, 40, 8, palette.sky, 4) +
    line("M50 -30a30 30 0 0 1 0 40M64 -44a48 48 0 0 1 0 68", palette.teal)
  );
};

/** Door in a frame, origin at the centre of the panel. */
export const door = (w = 170, h = 300) =>
  card(-w / 2 - 16, -h / 2 - 16, w + 32, h + 16, palette.white, 8) +
  rect(-w / 2, -h / 2, w, h, "url(#gb)", 4) +
  rect(-w / 2 + 20, -h / 2 + 22, w - 40, h * 0.38, palette.white, 6, { opacity: 0.12 }) +
  rect(-w / 2 + 20, -h / 2 + 40 + h * 0.38, w - 40, h * 0.45, palette.white, 6, { opacity: 0.12 }) +
  rect(w / 2 - 36, -14, 14, 46, palette.amber, 7);

/** Document with folded corner and checklist rows (done = number of ticked rows). */
export const checklist = (w = 190, h = 240, rows = 4, done = 3) => {
  const x = -w / 2;
  const y = -h / 2;
  const doc = `M${x} ${y}H${w / 2 - 40}L${w / 2} ${y + 40}V${h / 2}H${x}Z`;
  let out = path(doc, "#CBD5E1", { transform: `translate(0 ${DEPTH})` }) + path(doc, palette.white);
  out += path(`M${w / 2 - 40} ${y}V${y + 40}H${w / 2}Z`, palette.s2);
  out += textBar(x + 26, y + 28, w * 0.45, palette.navy, 12);
  const gap = (h - 84) / rows;
  for (let i = 0; i < rows; i++) {
    const ry = y + 70 + i * gap;
    const ok = i < done;
    out += rect(x + 26, ry, 26, 26, ok ? palette.teal : palette.s2, 7);
    if (ok)
      out += `<g transform="translate(${decimal(x + 39)} ${decimal(ry + 13)})">${line("M-6 0l4 5 8-9", palette.white)}</g>`;
    out += textBar(x + 64, ry + 8, (w - 100) * (i % 2 ? 0.7 : 1));
  }
  return out;
};

export type Feed = "cam" | "cam2" | "map" | "chart" | "alert" | "line";

/** A single screen of a video wall / console, centred at origin. */
export const feed = (w: number, h: number, kind: Feed) => {
  const x = -w / 2;
  const y = -h / 2;
  let out = rect(x, y, w, h, palette.navy, 8);
  const ix = x + 6;
  const iy = y + 6;
  const iw = w - 12;
  const ih = h - 12;
  if (kind === "cam" || kind === "cam2") {
    out += rect(ix, iy, iw, ih, kind === "cam" ? palette.deep : "#1E40AF", 4);
    out += polygon(
      [ix, iy + ih, ix, iy + ih * 0.7, ix + iw, iy + ih * 0.55, ix + iw, iy + ih],
      palette.blue,
      { opacity: 0.7 },
    );
    if (kind === "cam")
      out += rect(ix + iw * 0.55, iy + ih * 0.25, iw * 0.25, ih * 0.45, palette.sky, 2, {
        opacity: 0.6,
      });
    else
      out +=
        circle(ix + iw * 0.4, iy + ih * 0.5, ih * 0.1, palette.mint) +
        rect(ix + iw * 0.4 - ih * 0.08, iy + ih * 0.6, ih * 0.16, ih * 0.22, palette.mint, 3);
    out += circle(ix + 12, iy + 11, 5, palette.amber);
  } else if (kind === "map") {
    out += rect(ix, iy, iw, ih, "#CCFBF1", 4);
    out += line(
      `M${ix} ${decimal(iy + ih * 0.6)}L${decimal(ix + iw * 0.4)} ${decimal(iy + ih * 0.45)}L${ix + iw} ${decimal(iy + ih * 0.7)}M${decimal(ix + iw * 0.35)} ${iy}L${decimal(ix + iw * 0.5)} ${iy + ih}`,
      palette.white,
    );
    out +=
      circle(ix + iw * 0.62, iy + ih * 0.38, 9, palette.amber) +
      circle(ix + iw * 0.25, iy + ih * 0.3, 6, palette.teal);
  } else if (kind === "alert") {
    out += rect(ix, iy, iw, ih, palette.deep, 4);
    const s = Math.min(iw, ih) * 0.32;
    out +=
      polygon([0, -s, s * 1.1, s * 0.8, -s * 1.1, s * 0.8], palette.amber) +
      rect(-3, -s * 0.4, 6, s * 0.7, palette.navy, 3) +
      circle(0, s * 0.52, 3.5, palette.navy);
  } else if (kind === "chart") {
    out += rect(ix, iy, iw, ih, palette.white, 4);
    const vals = [0.5, 0.8, 0.35, 0.65, 0.9];
    const step = (iw - 16) / vals.length;
    vals.forEach((v, i) => {
      out += rect(
        ix + 10 + i * step,
        iy + ih - 8 - v * (ih - 20),
        step * 0.6,
        v * (ih - 20),
        i % 2 ? palette.teal : palette.blue,
        3,
      );
    });
  } else {
    out += rect(ix, iy, iw, ih, palette.white, 4);
    out += line(
      `M${ix + 8} ${decimal(iy + ih * 0.7)}L${decimal(ix + iw * 0.3)} ${decimal(iy + ih * 0.45)}L${decimal(ix + iw * 0.55)} ${decimal(iy + ih * 0.6)}L${ix + iw - 8} ${decimal(iy + ih * 0.25)}`,
      palette.teal,
    );
  }
  return out;
};

/** Recording timeline with segments, event markers and a playhead. */
export const timeline = (w = 420) => {
  const x = -w / 2;
  let out = card(x - 20, -34, w + 40, 68, palette.white, 12) + rect(x, -6, w, 12, palette.s2, 6);
  const segs: [number, number, string][] = [
    [0, 0.22, palette.teal],
    [0.28, 0.55, palette.blue],
    [0.6, 0.78, palette.teal],
    [0.84, 1, palette.blue],
  ];
  for (const [a, b, c] of segs) out += rect(x + a * w, -6, (b - a) * w, 12, c, 6);
  for (const p of [0.12, 0.47, 0.9])
    out += polygon([x + p * w, -12, x + p * w + 7, -22, x + p * w - 7, -22], palette.amber);
  return (
    out +
    line(`M${decimal(x + w * 0.66)} -22V22`, palette.navy) +
    circle(x + w * 0.66, -24, 7, palette.navy)
  );
};

/** Radar scope with sweep and blips. */
export const radar = (rad = 110) =>
  circle(0, 0, rad, palette.navy) +
  circle(0, 0, rad * 0.66, "none", { stroke: palette.teal, class: "k" }) +
  circle(0, 0, rad * 0.33, "none", { stroke: palette.teal, class: "k" }) +
  line(`M${-rad} 0H${rad}M0 ${-rad}V${rad}`, palette.teal, false, { opacity: 0.5 }) +
  path(
    `M0 0L${rad} 0A${rad} ${rad} 0 0 0 ${decimal(rad * 0.5)} ${decimal(-rad * 0.866)}Z`,
    "url(#sweep)",
  ) +
  circle(rad * 0.5, -rad * 0.35, 7, palette.mint) +
  circle(-rad * 0.4, rad * 0.3, 6, palette.amber);

/** Warning triangle. */
export const alertTri = (s = 40) =>
  polygon([0, -s, s * 1.1, s * 0.8, -s * 1.1, s * 0.8], palette.amber) +
  rect(-4, -s * 0.42, 8, s * 0.72, palette.white, 4) +
  circle(0, s * 0.52, 5, palette.white);
