// Chart motifs drawn on cards: bar chart, line chart, donut.
import { circle, decimal, line, palette, path, rect } from "./svg.ts";

/** Bar chart, bottom-aligned in the box (x, y, w, h); values 0..1. */
export const bars = (
  x: number,
  y: number,
  w: number,
  h: number,
  vals: number[],
  colors: string[],
) => {
  const step = w / vals.length;
  const bw = step * 0.62;
  return vals
    .map((v, i) =>
      rect(
        x + i * step + (step - bw) / 2,
        y + h - v * h,
        bw,
        v * h,
        colors[i % colors.length] ?? palette.blue,
        4,
      ),
    )
    .join("");
};

/** Line chart with soft area fill and an end marker; values 0..1. */
export const lineChart = (
  x: number,
  y: number,
  w: number,
  h: number,
  vals: number[],
  color: string = palette.blue,
  area = true,
) => {
  const pts = vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - v * h] as const);
  const d = `M${pts.map(([px, py]) => `${decimal(px)} ${decimal(py)}`).join("L")}`;
  const [lx, ly] = pts[pts.length - 1] ?? [x, y];
  return (
    (area
      ? path(`${d}L${decimal(x + w)} ${decimal(y + h)}H${decimal(x)}Z`, color, { opacity: 0.14 })
      : "") +
    line(d, color) +
    circle(lx, ly, 8, color) +
    circle(lx, ly, 3, palette.white)
  );
};

/** Donut gauge showing a fraction. */
export const donut = (
  cx: number,
  cy: number,
  rad: number,
  frac: number,
  color: string = palette.teal,
  track: string = palette.s2,
) => {
  const sw = rad * 0.42;
  return (
    circle(cx, cy, rad, "none", { stroke: track, "stroke-width": sw }) +
    circle(cx, cy, rad, "none", {
      stroke: color,
      "stroke-width": sw,
      "stroke-dasharray": `${decimal(2 * Math.PI * rad * frac)} 999`,
      transform: `rotate(-90 ${decimal(cx)} ${decimal(cy)})`,
    })
  );
};
