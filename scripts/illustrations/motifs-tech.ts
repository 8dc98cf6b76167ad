// Technology motifs, each drawn around the origin at a nominal size (~200-300 px).
import { card, txt, win } from "./motifs-core.ts";
import { C, circ, DEPTH, ell, f, line, path, poly, rect, shade } from "./svg.ts";

/** Server rack with n units. */
export const server = (units = 4, w = 150) => {
  const h = units * 54 + 24;
  let out = card(-w / 2, -h / 2, w, h, C.deep);
  for (let i = 0; i < units; i++) {
    const y = -h / 2 + 14 + i * 54;
    out += rect(-w / 2 + 14, y, w - 28, 42, C.navy, 7);
    out += circ(-w / 2 + 34, y + 21, 6, i % 2 ? C.amber : C.mint);
    out += line(
      `M${-w / 2 + 56} ${y + 15}H${w / 2 - 30}M${-w / 2 + 56} ${y + 27}H${w / 2 - 50}`,
      C.sky,
      false,
      { opacity: 0.55 },
    );
  }
  return out;
};

const CLOUD = "M-58 52A44 44 0 1 1-56.4-36A62 62 0 0 1 65.2-32A42 42 0 0 1 64 52Z";

/** Cloud (about 210 x 136), flat base at y = 52. */
export const cloud = (fill: string = C.white) =>
  path(CLOUD, shade(fill), { transform: `translate(0 ${DEPTH})` }) + path(CLOUD, fill);

/** Database cylinder. */
export const database = (w = 140, h = 150, fill: string = C.blue, top: string = C.sky) => {
  const a = w / 2;
  const b = h / 2;
  const ry = a * 0.32;
  return (
    path(`M${-a} ${-b}V${b}A${a} ${f(ry)} 0 0 0 ${a} ${b}V${-b}Z`, fill) +
    line(
      `M${-a} ${f(-b / 3)}A${a} ${f(ry)} 0 0 0 ${a} ${f(-b / 3)}M${-a} ${f(b / 3)}A${a} ${f(ry)} 0 0 0 ${a} ${f(b / 3)}`,
      top,
      false,
      { opacity: 0.8 },
    ) +
    ell(0, -b, a, ry, top) +
    circ(a - 28, f2(-b / 3 + ry + 14), 5, C.mint) +
    circ(a - 28, f2(b / 3 + ry + 14), 5, C.amber)
  );
};
const f2 = (v: number) => Math.round(v);

/** Desktop monitor; content is drawn in screen coordinates (origin at screen centre). */
export const monitor = (w: number, h: number, content = "") =>
  poly([-24, h / 2, 24, h / 2, 34, h / 2 + 46, -34, h / 2 + 46], "#CBD5E1") +
  rect(-70, h / 2 + 42, 140, 14, C.s2, 7) +
  card(-w / 2, -h / 2, w, h, C.navy) +
  rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, C.white, 6) +
  content;

/** Laptop; content in screen coordinates. */
export const laptop = (w: number, h: number, content = "") =>
  card(-w / 2, -h / 2, w, h, C.navy) +
  rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, C.white, 6) +
  content +
  path(`M${-w / 2 - 30} ${h / 2 + 4}H${w / 2 + 30}l-14 22H${-w / 2 - 16}Z`, C.s2) +
  rect(-w / 2 - 16, h / 2 + 22, w + 32, 8, "#CBD5E1", 4) +
  rect(-30, h / 2 + 4, 60, 8, "#CBD5E1", 4);

/** Phone; content in screen coordinates. */
export const phone = (w = 120, h = 220, content = "") =>
  card(-w / 2, -h / 2, w, h, C.navy, 20) +
  rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, C.white, 14) +
  rect(-18, -h / 2 + 14, 36, 7, C.navy, 3.5) +
  content;

/** Code editor window with coloured lines of "code". */
export const codeWin = (w = 280, h = 200, rows = 6) => {
  const x = -w / 2 + 24;
  const y = -h / 2 + 54;
  const gap = (h - 72) / rows;
  const cols = [C.blue, C.teal, C.amber, C.sky, C.deep, C.teal];
  const ind = [0, 1, 2, 2, 1, 0, 1];
  const len = [0.5, 0.62, 0.4, 0.55, 0.35, 0.25, 0.5];
  let out = win(w, h);
  for (let i = 0; i < rows; i++) {
    const ix = x + (ind[i] ?? 0) * 22;
    out +=
      txt(ix, y + i * gap, 28, cols[i % 6] ?? C.blue) +
      txt(ix + 36, y + i * gap, (w - 90) * (len[i] ?? 0.4), C.s2);
  }
  return out;
};

/** "</>" glyph, bold strokes. */
export const brackets = (s = 1, color: string = C.white) =>
  line(
    `M${-22 * s} ${-22 * s}L${-46 * s} 0L${-22 * s} ${22 * s}M${22 * s} ${-22 * s}L${46 * s} 0L${22 * s} ${22 * s}M${8 * s} ${-30 * s}L${-8 * s} ${30 * s}`,
    color,
    true,
  );

/** Gear with n teeth, outer radius rad. */
export const gear = (rad = 70, teeth = 8, fill: string = C.teal, hole: string = C.white) => {
  const step = (Math.PI * 2) / teeth;
  const rr = rad * 0.78;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts: [number, number][] = [
      [rr, a - step * 0.3],
      [rad, a - step * 0.17],
      [rad, a + step * 0.17],
      [rr, a + step * 0.3],
    ];
    for (const [rad2, t] of pts)
      d += `${d ? "L" : "M"}${f(Math.cos(t) * rad2)} ${f(Math.sin(t) * rad2)}`;
  }
  return path(`${d}Z`, fill) + circ(0, 0, rad * 0.32, hole);
};

/** Network of nodes and links: nodes [x, y, radius, colour]. */
export const network = (
  nodes: [number, number, number, string][],
  links: [number, number][],
  linkColor: string = C.sky,
) => {
  let out = "";
  for (const [a, b] of links) {
    const p = nodes[a];
    const q = nodes[b];
    if (p && q) out += line(`M${p[0]} ${p[1]}L${q[0]} ${q[1]}`, linkColor);
  }
  for (const [x, y, rad, c] of nodes) out += circ(x, y, rad + 5, C.white) + circ(x, y, rad, c);
  return out;
};

/** Globe with meridians. */
export const globe = (rad = 90, fill = "url(#gb)") =>
  circ(0, 0, rad, fill) +
  line(
    `M0 ${-rad}V${rad}M${-rad} 0H${rad}M${f(-rad * 0.87)} ${f(-rad / 2)}H${f(rad * 0.87)}M${f(-rad * 0.87)} ${f(rad / 2)}H${f(rad * 0.87)}`,
    C.sky,
    false,
    { opacity: 0.7 },
  ) +
  el2(rad);
const el2 = (rad: number) =>
  ell(0, 0, rad * 0.45, rad, "none", { stroke: C.sky, class: "k", opacity: 0.7 });

/** Map pin; tip at (0, 50). */
export const pin = (fill: string = C.amber, s = 1) =>
  path(
    `M0 ${50 * s}C${-12 * s} ${34 * s} ${-38 * s} ${8 * s} ${-38 * s} ${-14 * s}A${38 * s} ${38 * s} 0 1 1 ${38 * s} ${-14 * s}C${38 * s} ${8 * s} ${12 * s} ${34 * s} 0 ${50 * s}Z`,
    fill,
  ) + circ(0, -14 * s, 14 * s, C.white);

/** Task board with three columns of cards. */
export const kanban = (w = 300, h = 200) => {
  const cw = (w - 48) / 3;
  const cols = [C.sky, C.amber, C.mint];
  let out = card(-w / 2, -h / 2, w, h);
  for (let c = 0; c < 3; c++) {
    const x = -w / 2 + 12 + c * (cw + 12);
    out +=
      rect(x, -h / 2 + 14, cw, h - 28, C.s1, 8) + txt(x + 10, -h / 2 + 24, cw * 0.5, "#CBD5E1", 8);
    for (let i = 0; i < 3 - (c === 2 ? 1 : 0); i++)
      out +=
        rect(x + 8, -h / 2 + 44 + i * 44, cw - 16, 34, C.white, 6) +
        rect(x + 8, -h / 2 + 44 + i * 44, 6, 34, cols[c] ?? C.sky, 3);
  }
  return out;
};

/** Envelope. */
export const envelope = (w = 150, h = 100, fill: string = C.white) =>
  card(-w / 2, -h / 2, w, h, fill, 10) +
  line(`M${-w / 2 + 10} ${-h / 2 + 10}L0 ${h * 0.1}L${w / 2 - 10} ${-h / 2 + 10}`, C.blue);

/** Five-point star. */
export const star = (rad = 20, fill: string = C.amber) => {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = ((-90 + 36 * i) * Math.PI) / 180;
    const rr = i % 2 ? rad * 0.45 : rad;
    pts.push(Math.cos(t) * rr, Math.sin(t) * rr);
  }
  return poly(pts, fill);
};

/** Grid of rounded app tiles (cols x rows), each tile s px; icon dots in alternating colours. */
export const tiles = (
  cols: number,
  rows: number,
  s = 56,
  gap = 14,
  colors: string[] = [C.blue, C.teal, C.deep, C.amber],
) => {
  let out = "";
  const x0 = -((cols * s + (cols - 1) * gap) / 2);
  const y0 = -((rows * s + (rows - 1) * gap) / 2);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = x0 + i * (s + gap);
      const y = y0 + j * (s + gap);
      const c = colors[(i + j * 2) % colors.length] ?? C.blue;
      out +=
        rect(x, y, s, s, C.white, 10, { stroke: C.s2, class: "o" }) +
        rect(x + s / 2 - 12, y + s / 2 - 14, 24, 18, c, 5) +
        txt(x + s / 2 - 14, y + s - 14, 28, C.s2, 6);
    }
  return out;
};

/** Coffee mug with steam (generic). */
export const mug = (fill: string = C.white) =>
  path("M62 -18a26 26 0 0 1 0 52", "none", { stroke: shade(fill), "stroke-width": 14 }) +
  path(`M-60 -40H60V40C60 62 44 74 22 74H-22C-44 74 -60 62 -60 40Z`, fill) +
  rect(-60, -40, 120, 16, shade(fill), 0) +
  line("M-24 -62c-10-14 10-22 0-38M6 -62c-10-14 10-22 0-38", C.sky, true);

/** Container (shipping-box style) block used for microservices. */
export const container = (w = 110, h = 70, fill: string = C.blue) => {
  let out = card(-w / 2, -h / 2, w, h, fill, 8);
  for (let i = 1; i < 5; i++)
    out += line(`M${f(-w / 2 + (i * w) / 5)} ${-h / 2 + 12}V${h / 2 - 12}`, C.white, false, {
      opacity: 0.45,
    });
  return out;
};
