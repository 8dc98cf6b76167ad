// Core SVG primitives, palette, seeded PRNG and the document wrapper shared by every illustration.

export const palette = {
  navy: "#0B1F3A",
  deep: "#1E3A8A",
  blue: "#2563EB",
  sky: "#93C5FD",
  teal: "#0D9488",
  mint: "#99F6E4",
  amber: "#F59E0B",
  s1: "#F1F5F9",
  s2: "#E2E8F0",
  white: "#FFF",
} as const;

/** Darker "side face" shade for each face colour (isometric-lite depth). */
const SHADE: Record<string, string> = {
  [palette.white]: "#CBD5E1",
  [palette.s1]: "#CBD5E1",
  [palette.s2]: "#CBD5E1",
  [palette.sky]: "#60A5FA",
  [palette.blue]: palette.deep,
  [palette.deep]: palette.navy,
  [palette.navy]: "#061328",
  [palette.teal]: "#0F766E",
  [palette.mint]: "#5EEAD4",
  [palette.amber]: "#D97706",
  "url(#gb)": palette.deep,
  "url(#gt)": "#0F766E",
};
export const shade = (c: string): string => SHADE[c] ?? palette.navy;

/** Shared geometry constants: corner radii and extrusion depth. */
export const CORNER = 14;
export const DEPTH = 10;

export const decimal = (v: number): string => String(Math.round(v * 10) / 10);

export type Attrs = Record<string, string | number | undefined | false>;

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? decimal(v) : v}"`)
    .join("");

export const element = (tag: string, a: Attrs = {}, kids?: string): string =>
  kids === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${kids}</${tag}>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  a: Attrs = {},
) =>
  element("rect", {
    x: x || undefined,
    y: y || undefined,
    width: w,
    height: h,
    rx: rx || undefined,
    fill,
    ...a,
  });

export const circle = (cx: number, cy: number, rad: number, fill: string, a: Attrs = {}) =>
  element("circle", { cx, cy, r: rad, fill, ...a });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => element("ellipse", { cx, cy, rx, ry, fill, ...a });

export const path = (d: string, fill: string, a: Attrs = {}) => element("path", { d, fill, ...a });

/** Stroked line in one of the two standard widths (4 = detail, 8 = bold), never scaled. */
export const line = (d: string, stroke: string, bold = false, a: Attrs = {}) =>
  element("path", { d, stroke, class: bold ? "b" : "k", ...a });

/** Several sharp-cornered rectangles [x, y, w, h] merged into one path. */
export const rects = (list: [number, number, number, number][], fill: string, a: Attrs = {}) =>
  path(
    list
      .map(
        ([x, y, w, h]) =>
          `M${decimal(x)} ${decimal(y)}h${decimal(w)}v${decimal(h)}h${decimal(-w)}Z`,
      )
      .join(""),
    fill,
    a,
  );

/** Closed polygon from a flat list of coordinates. */
export const polygon = (pts: number[], fill: string, a: Attrs = {}) => {
  let d = "";
  for (let i = 0; i < pts.length; i += 2)
    d += `${i ? "L" : "M"}${decimal(pts[i] ?? 0)} ${decimal(pts[i + 1] ?? 0)}`;
  return path(`${d}Z`, fill, a);
};

/** Group translated to (x, y), optionally scaled and rotated. */
export const place = (x: number, y: number, kids: string, s = 1, rot = 0): string => {
  let t = `translate(${decimal(x)} ${decimal(y)})`;
  if (s !== 1) t += ` scale(${Math.round(s * 100) / 100})`;
  if (rot) t += ` rotate(${decimal(rot)})`;
  return element("g", { transform: t }, kids);
};

export const group = (a: Attrs, kids: string) => element("g", a, kids);

/** Soft contact shadow on the ground. */
export const shadow = (cx: number, cy: number, rx: number) =>
  ellipse(cx, cy, rx, rx * 0.18, palette.navy, { opacity: 0.1 });

/** Deterministic PRNG (mulberry32) seeded from a string. */
function prng(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DEFS: Record<string, string> = {
  bg: `<linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="#F8FAFC"/><stop offset=".55" stop-color="${palette.s1}"/><stop offset="1" stop-color="${palette.s2}"/></linearGradient>`,
  gb: `<linearGradient id="gb" x2="0" y2="1"><stop offset="0" stop-color="${palette.blue}"/><stop offset="1" stop-color="${palette.deep}"/></linearGradient>`,
  gt: `<linearGradient id="gt" x2="0" y2="1"><stop offset="0" stop-color="#14B8A6"/><stop offset="1" stop-color="${palette.teal}"/></linearGradient>`,
  gs: `<linearGradient id="gs" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.blue}"/></linearGradient>`,
  aur: `<linearGradient id="aur"><stop offset="0" stop-color="${palette.mint}" stop-opacity="0"/><stop offset=".35" stop-color="${palette.mint}"/><stop offset=".7" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.blue}" stop-opacity="0"/></linearGradient>`,
  glow: `<radialGradient id="glow"><stop offset="0" stop-color="${palette.sky}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.sky}" stop-opacity="0"/></radialGradient>`,
  glowt: `<radialGradient id="glowt"><stop offset="0" stop-color="${palette.mint}" stop-opacity=".6"/><stop offset="1" stop-color="${palette.mint}" stop-opacity="0"/></radialGradient>`,
  sweep: `<linearGradient id="sweep" x2="1"><stop offset="0" stop-color="${palette.mint}" stop-opacity="0"/><stop offset="1" stop-color="${palette.mint}" stop-opacity=".7"/></linearGradient>`,
  dots: `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="2" fill="${palette.deep}" opacity=".13"/></pattern>`,
  grid: `<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="${palette.deep}" stroke-opacity=".07" stroke-width="2"/></pattern>`,
};

const STYLE =
  "<style>.k,.b{fill:none;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke}.k{stroke-width:4}.b{stroke-width:8}.o{stroke-width:4;vector-effect:non-scaling-stroke}</style>";

export type Bg = {
  /** Texture over the base gradient. */
  kind: "dots" | "grid" | "plain";
  /** Soft glows: [cx, cy, radius, teal?]. */
  glows?: [number, number, number, boolean?][];
  /** Number of scattered accent shapes in the margins. */
  accents?: number;
  /** Areas [x0, y0, x1, y1] the accents must stay clear of. */
  avoid?: Box[];
};

export type Box = [number, number, number, number];

/** Small decorative accents scattered in the margins, placed by a seeded PRNG. */
function accents(rnd: () => number, n: number, avoid: Box[], height: number): string {
  const placed: [number, number][] = [];
  let out = "";
  let tries = 0;
  while (placed.length < n && tries++ < 400) {
    const band = Math.floor(rnd() * 4);
    const x = band < 2 ? 60 + rnd() * 1080 : band === 2 ? 40 + rnd() * 60 : 1100 + rnd() * 60;
    const y =
      band === 0
        ? 40 + rnd() * 50
        : band === 1
          ? height - 80 + rnd() * 45
          : 120 + rnd() * (height - 240);
    if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < 150)) continue;
    if (avoid.some(([x0, y0, x1, y1]) => x > x0 - 20 && x < x1 + 20 && y > y0 - 20 && y < y1 + 20))
      continue;
    placed.push([x, y]);
    const kind = placed.length % 5;
    if (kind === 0) out += circle(x, y, 7, palette.amber);
    else if (kind === 1) out += circle(x, y, 10, "none", { stroke: palette.sky, class: "k" });
    else if (kind === 2)
      out += line(
        `M${decimal(x - 9)} ${decimal(y)}h18M${decimal(x)} ${decimal(y - 9)}v18`,
        palette.teal,
      );
    else if (kind === 3) out += polygon([x, y - 9, x + 9, y, x, y + 9, x - 9, y], palette.mint);
    else out += place(x, y, spark(11, palette.amber));
  }
  return out;
}

/** Four-point sparkle. */
export const spark = (s: number, fill: string, a: Attrs = {}) =>
  path(`M0 ${-s}Q0 0 ${s} 0Q0 0 0 ${s}Q0 0 ${-s} 0Q0 0 0 ${-s}Z`, fill, a);

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * Wraps a composition in the shared document shell: title, only-used defs, background, accents.
 * Illustrations are 1200×800; the Open Graph image is 1200×630.
 */
export function doc(title: string, bg: Bg, body: string, height = 800): string {
  const rnd = prng(title);
  let back = rect(0, 0, 1200, height, "url(#bg)");
  if (bg.kind !== "plain") back += rect(0, 0, 1200, height, `url(#${bg.kind})`);
  for (const [x, y, rad, teal] of bg.glows ?? [[600, 420, 420]])
    back += circle(x, y, rad, teal ? "url(#glowt)" : "url(#glow)");
  const content = back + accents(rnd, bg.accents ?? 6, bg.avoid ?? [], height) + body;
  const defs = Object.keys(DEFS)
    .filter((id) => content.includes(`url(#${id})`))
    .map((id) => DEFS[id])
    .join("");
  const style = /class="[kbo]"/.test(content) ? STYLE : "";
  return minify(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${height}" viewBox="0 0 1200 ${height}"><title>${esc(title)}</title><defs>${style}${defs}</defs>${content}</svg>\n`,
  );
}

/** Lossless text shrinking: drop leading zeros and redundant spaces in path data. */
const minify = (svg: string): string =>
  svg
    .replace(
      / d="([^"]+)"/g,
      (_, d: string) => ` d="${d.replace(/ -/g, "-").replace(/([^\d.])0\.(\d)/g, "$1.$2")}"`,
    )
    .replace(/([" (])(-?)0\.(\d)/g, "$1$2.$3");

/** One illustration: output path (relative to public/illustrations), title, background and body. */
export type Scene = { file: string; title: string; bg: Bg; body: () => string };
