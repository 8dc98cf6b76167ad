// Structural motifs: extruded cards, isometric slabs and cubes, windows, arrows and flows.
import {
  type Attrs,
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

/** Extruded rounded card: darker side face below, then the face. */
export const card = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string = palette.white,
  rad = CORNER,
) => rect(x, y + DEPTH, w, h, shade(fill), rad) + rect(x, y, w, h, fill, rad);

/** Placeholder "text" bar. */
export const textBar = (x: number, y: number, w: number, fill: string = palette.s2, h = 10) =>
  rect(x, y, w, h, fill, h / 2);

/** Isometric slab (2:1 diamond) of full width w and thickness t; origin = centre of the top face. */
export const slab = (
  w: number,
  t: number,
  top: string = palette.white,
  left: string = palette.s2,
  right = "#CBD5E1",
) => {
  const a = w / 2;
  const b = w / 4;
  return (
    polygon([-a, 0, 0, b, 0, b + t, -a, t], left) +
    polygon([0, b, a, 0, a, t, 0, b + t], right) +
    polygon([0, -b, a, 0, 0, b, -a, 0], top)
  );
};

/** Isometric box, half-width w, height h; origin = centre of the bottom face. */
export const cube = (
  w: number,
  h: number,
  top: string = palette.sky,
  left: string = palette.blue,
  right: string = palette.deep,
) =>
  polygon([-w, -h, 0, -h + w / 2, 0, w / 2, -w, 0], left) +
  polygon([0, -h + w / 2, w, -h, w, 0, 0, w / 2], right) +
  polygon([-w, -h, 0, -h - w / 2, w, -h, 0, -h + w / 2], top);

/** App window centred at the origin with a dark title bar (36 px) and three dots. */
export const appWindow = (
  w: number,
  h: number,
  head: string = palette.navy,
  fill: string = palette.white,
) => {
  const x = -w / 2;
  const y = -h / 2;
  return (
    card(x, y, w, h, fill) +
    path(
      `M${x} ${y + CORNER}a${CORNER} ${CORNER} 0 0 1 ${CORNER}-${CORNER}H${x + w - CORNER}a${CORNER} ${CORNER} 0 0 1 ${CORNER} ${CORNER}v22H${x}Z`,
      head,
    ) +
    circle(x + 22, y + 18, 5, palette.amber) +
    circle(x + 40, y + 18, 5, palette.mint) +
    circle(x + 58, y + 18, 5, palette.sky)
  );
};

/** Chevron stage (arrow-shaped block); notch = false for the first stage. */
export const chevron = (x: number, y: number, w: number, h: number, fill: string, notch = true) => {
  const t = h * 0.32;
  return polygon(
    [
      x,
      y,
      x + w,
      y,
      x + w + t,
      y + h / 2,
      x + w,
      y + h,
      x,
      y + h,
      ...(notch ? [x + t, y + h / 2] : []),
    ],
    fill,
  );
};

/** Straight arrow with a triangular head; dotted = data flow. */
export const arrow = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string = palette.blue,
  dotted = false,
  bold = false,
) => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const L = bold ? 26 : 16;
  const W = bold ? 16 : 10;
  const hx = x2 - Math.cos(a) * L;
  const hy = y2 - Math.sin(a) * L;
  const sx = Math.sin(a) * W;
  const sy = Math.cos(a) * W;
  return (
    line(
      `M${decimal(x1)} ${decimal(y1)}L${decimal(hx)} ${decimal(hy)}`,
      color,
      bold,
      dotted ? DOT : {},
    ) + polygon([x2, y2, hx + sx, hy - sy, hx - sx, hy + sy], color)
  );
};

const DOT: Attrs = { "stroke-dasharray": "1 14" };

/** Dotted flow path (any path data). */
export const flow = (d: string, color: string = palette.blue, bold = false) =>
  line(d, color, bold, DOT);

/** Ring of n curved arrows (lifecycle), radius rad, centred at the origin. */
export const cycle = (rad: number, colors: string[], gapDeg = 26) => {
  const n = colors.length;
  let out = "";
  for (let i = 0; i < n; i++) {
    const a0 = ((i * 360) / n + gapDeg / 2 - 90) * (Math.PI / 180);
    const a1 = a0 + ((360 / n - gapDeg) * Math.PI) / 180;
    const p = (a: number, rr = rad) => `${decimal(Math.cos(a) * rr)} ${decimal(Math.sin(a) * rr)}`;
    const c = colors[i] ?? palette.blue;
    out += line(`M${p(a0)}A${rad} ${rad} 0 0 1 ${p(a1 - 0.12)}`, c, true);
    const tip = a1 + 0.06;
    out += path(`M${p(tip)}L${p(a1 - 0.16, rad + 18)}L${p(a1 - 0.16, rad - 18)}Z`, c);
  }
  return out;
};

/** Speech bubble centred at the origin; tail on the left or right. */
export const bubble = (w: number, h: number, fill: string, tail: "l" | "r" = "l") => {
  const x = -w / 2;
  const y = -h / 2;
  const tx = tail === "l" ? x + 26 : -x - 26;
  const dir = tail === "l" ? 1 : -1;
  return (
    polygon([tx, y + h - 4, tx, y + h + 26, tx + dir * 34, y + h - 4], shade(fill)) +
    rect(x, y + DEPTH, w, h, shade(fill), CORNER + 6) +
    rect(x, y, w, h, fill, CORNER + 6) +
    polygon([tx, y + h - 10, tx, y + h + 18, tx + dir * 30, y + h - 10], fill)
  );
};

/** Regular hexagon (pointy top). */
export const hex = (rad: number, fill: string, a: Attrs = {}) => {
  const pts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const t = ((-90 + 60 * i) * Math.PI) / 180;
    pts.push(Math.cos(t) * rad, Math.sin(t) * rad);
  }
  return polygon(pts, fill, a);
};

/** Three-dot typing indicator. */
export const dots3 = (fill: string, gap = 26, rad = 7) =>
  circle(-gap, 0, rad, fill) + circle(0, 0, rad, fill) + circle(gap, 0, rad, fill);

/** Check mark glyph (bold) centred at the origin, size s. */
export const check = (s: number, color: string = palette.white) =>
  line(
    `M${decimal(-s)} 0L${decimal(-s * 0.3)} ${decimal(s * 0.7)}L${decimal(s)} ${decimal(-s * 0.7)}`,
    color,
    true,
  );
