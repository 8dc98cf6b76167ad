// Technology motifs, each drawn around the origin at a nominal size (~200-300 px).
import { appWindow, card, textBar } from "./motifs-core.ts";
import {
  circle,
  DEPTH,
  decimal,
  ellipse,
  line,
  palette,
  path,
  polygon,
  rect,
  shade,
} from "./svg.ts";

/** Server rack with n units. */
export const server = (units = 4, w = 150) => {
  const h = units * 54 + 24;
  let out = card(-w / 2, -h / 2, w, h, palette.deep);
  for (let i = 0; i < units; i++) {
    const y = -h / 2 + 14 + i * 54;
    out += rect(-w / 2 + 14, y, w - 28, 42, palette.navy, 7);
    out += circle(-w / 2 + 34, y + 21, 6, i % 2 ? palette.amber : palette.mint);
    out += line(
      `M${-w / 2 + 56} ${y + 15}H${w / 2 - 30}M${-w / 2 + 56} ${y + 27}H${w / 2 - 50}`,
      palette.sky,
      false,
      { opacity: 0.55 },
    );
  }
  return out;
};

const CLOUD = "M-58 52A44 44 0 1 1-56.4-36A62 62 0 0 1 65.2-32A42 42 0 0 1 64 52Z";

/** Cloud (about 210 x 136), flat base at y = 52. */
export const cloud = (fill: string = palette.white) =>
  path(CLOUD, shade(fill), { transform: `translate(0 ${DEPTH})` }) + path(CLOUD, fill);

/** Database cylinder. */
export const database = (
  w = 140,
  h = 150,
  fill: string = palette.blue,
  top: string = palette.sky,
) => {
  const a = w / 2;
  const b = h / 2;
  const ry = a * 0.32;
  return (
    path(`M${-a} ${-b}V${b}A${a} ${decimal(ry)} 0 0 0 ${a} ${b}V${-b}Z`, fill) +
    line(
      `M${-a} ${decimal(-b / 3)}A${a} ${decimal(ry)} 0 0 0 ${a} ${decimal(-b / 3)}M${-a} ${decimal(b / 3)}A${a} ${decimal(ry)} 0 0 0 ${a} ${decimal(b / 3)}`,
      top,
      false,
      { opacity: 0.8 },
    ) +
    ellipse(0, -b, a, ry, top) +
    circle(a - 28, whole(-b / 3 + ry + 14), 5, palette.mint) +
    circle(a - 28, whole(b / 3 + ry + 14), 5, palette.amber)
  );
};
const whole = (v: number) => Math.round(v);

/** Desktop monitor; content is drawn in screen coordinates (origin at screen centre). */
export const monitor = (w: number, h: number, content = "") =>
  polygon([-24, h / 2, 24, h / 2, 34, h / 2 + 46, -34, h / 2 + 46], "#CBD5E1") +
  rect(-70, h / 2 + 42, 140, 14, palette.s2, 7) +
  card(-w / 2, -h / 2, w, h, palette.navy) +
  rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, palette.white, 6) +
  content;

/** Laptop; content in screen coordinates. */
export const laptop = (w: number, h: number, content = "") =>
  card(-w / 2, -h / 2, w, h, palette.navy) +
  rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, palette.white, 6) +
  content +
  path(`M${-w / 2 - 30} ${h / 2 + 4}H${w / 2 + 30}l-14 22H${-w / 2 - 16}Z`, palette.s2) +
  rect(-w / 2 - 16, h / 2 + 22, w + 32, 8, "#CBD5E1", 4) +
  rect(-30, h / 2 + 4, 60, 8, "#CBD5E1", 4);

/** Phone; content in screen coordinates. */
export const phone = (w = 120, h = 220, content = "") =>
  card(-w / 2, -h / 2, w, h, palette.navy, 20) +
  rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, palette.white, 14) +
  rect(-18, -h / 2 + 14, 36, 7, palette.navy, 3.5) +
  content;

/** Code editor window with coloured lines of "code". */
export const codeWin = (w = 280, h = 200, rows = 6) => {
  const x = -w / 2 + 24;
  const y = -h / 2 + 54;
  const gap = (h - 72) / rows;
  const cols = [palette.blue, palette.teal, palette.amber, palette.sky, palette.deep, palette.teal];
  const ind = [0, 1, 2, 2, 1, 0, 1];
  const len = [0.5, 0.62, 0.4, 0.55, 0.35, 0.25, 0.5];
  let out = appWindow(w, h);
  for (let i = 0; i < rows; i++) {
    const ix = x + (ind[i] ?? 0) * 22;
    out +=
      textBar(ix, y + i * gap, 28, cols[i % 6] ?? palette.blue) +
      textBar(ix + 36, y + i * gap, (w - 90) * (len[i] ?? 0.4), palette.s2);
  }
  return out;
};

/** "</>" glyph, bold strokes. */
export const brackets = (s = 1, color: string = palette.white) =>
  line(
    `M${-22 * s} ${-22 * s}L${-46 * s} 0L${-22 * s} ${22 * s}M${22 * s} ${-22 * s}L${46 * s} 0L${22 * s} ${22 * s}M${8 * s} ${-30 * s}L${-8 * s} ${30 * s}`,
    color,
    true,
  );

/** Gear with n teeth, outer radius rad. */
export const gear = (
  rad = 70,
  teeth = 8,
  fill: string = palette.teal,
  hole: string = palette.white,
) => {
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
      d += `${d ? "L" : "M"}${decimal(Math.cos(t) * rad2)} ${decimal(Math.sin(t) * rad2)}`;
  }
  return path(`${d}Z`, fill) + circle(0, 0, rad * 0.32, hole);
};

/** Network of nodes and links: nodes [x, y, radius, colour]. */
export const network = (
  nodes: [number, number, number, string][],
  links: [number, number][],
  linkColor: string = palette.sky,
) => {
  let out = "";
  for (const [a, b] of links) {
    const p = nodes[a];
    const q = nodes[b];
    if (p && q) out += line(`M${p[0]} ${p[1]}L${q[0]} ${q[1]}`, linkColor);
  }
  for (const [x, y, rad, c] of nodes)
    out += circle(x, y, rad + 5, palette.white) + circle(x, y, rad, c);
  return out;
};

/** Globe with meridians. */
export const globe = (rad = 90, fill = "url(#gb)") =>
  circle(0, 0, rad, fill) +
  line(
    `M0 ${-rad}V${rad}M${-rad} 0H${rad}M${decimal(-rad * 0.87)} ${decimal(-rad / 2)}H${decimal(rad * 0.87)}M${decimal(-rad * 0.87)} ${decimal(rad / 2)}H${decimal(rad * 0.87)}`,
    palette.sky,
    false,
    { opacity: 0.7 },
  ) +
  orbit(rad);
const orbit = (rad: number) =>
  ellipse(0, 0, rad * 0.45, rad, "none", { stroke: palette.sky, class: "k", opacity: 0.7 });

/** Task board with three columns of cards. */
export const kanban = (w = 300, h = 200) => {
  const cw = (w - 48) / 3;
  const cols = [palette.sky, palette.amber, palette.mint];
  let out = card(-w / 2, -h / 2, w, h);
  for (let c = 0; c < 3; c++) {
    const x = -w / 2 + 12 + c * (cw + 12);
    out +=
      rect(x, -h / 2 + 14, cw, h - 28, palette.s1, 8) +
      textBar(x + 10, -h / 2 + 24, cw * 0.5, "#CBD5E1", 8);
    for (let i = 0; i < 3 - (c === 2 ? 1 : 0); i++)
      out +=
        rect(x + 8, -h / 2 + 44 + i * 44, cw - 16, 34, palette.white, 6) +
        rect(x + 8, -h / 2 + 44 + i * 44, 6, 34, cols[c] ?? palette.sky, 3);
  }
  return out;
};

/** Envelope. */
export const envelope = (w = 150, h = 100, fill: string = palette.white) =>
  card(-w / 2, -h / 2, w, h, fill, 10) +
  line(`M${-w / 2 + 10} ${-h / 2 + 10}L0 ${h * 0.1}L${w / 2 - 10} ${-h / 2 + 10}`, palette.blue);

/** Five-point star. */
export const star = (rad = 20, fill: string = palette.amber) => {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = ((-90 + 36 * i) * Math.PI) / 180;
    const rr = i % 2 ? rad * 0.45 : rad;
    pts.push(Math.cos(t) * rr, Math.sin(t) * rr);
  }
  return polygon(pts, fill);
};

/** Grid of rounded app tiles (cols x rows), each tile s px; icon dots in alternating colours. */
export const tiles = (
  cols: number,
  rows: number,
  s = 56,
  gap = 14,
  colors: string[] = [palette.blue, palette.teal, palette.deep, palette.amber],
) => {
  let out = "";
  const x0 = -((cols * s + (cols - 1) * gap) / 2);
  const y0 = -((rows * s + (rows - 1) * gap) / 2);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = x0 + i * (s + gap);
      const y = y0 + j * (s + gap);
      const c = colors[(i + j * 2) % colors.length] ?? palette.blue;
      out +=
        rect(x, y, s, s, palette.white, 10, { stroke: palette.s2, class: "o" }) +
        rect(x + s / 2 - 12, y + s / 2 - 14, 24, 18, c, 5) +
        textBar(x + s / 2 - 14, y + s - 14, 28, palette.s2, 6);
    }
  return out;
};

/** Coffee mug with steam (generic). */
export const mug = (fill: string = palette.white) =>
  path("M62 -18a26 26 0 0 1 0 52", "none", { stroke: shade(fill), "stroke-width": 14 }) +
  path(`M-60 -40H60V40C60 62 44 74 22 74H-22C-44 74 -60 62 -60 40Z`, fill) +
  rect(-60, -40, 120, 16, shade(fill), 0) +
  line("M-24 -62c-10-14 10-22 0-38M6 -62c-10-14 10-22 0-38", palette.sky, true);

/** Container (shipping-box style) block used for microservices. */
export const container = (w = 110, h = 70, fill: string = palette.blue) => {
  let out = card(-w / 2, -h / 2, w, h, fill, 8);
  for (let i = 1; i < 5; i++)
    out += line(
      `M${decimal(-w / 2 + (i * w) / 5)} ${-h / 2 + 12}V${h / 2 - 12}`,
      palette.white,
      false,
      {
        opacity: 0.45,
      },
    );
  return out;
};
