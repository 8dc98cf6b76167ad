// Life-science, health and people motifs, drawn around the origin.
import { textBar } from "./motifs-core.ts";
import { circle, decimal, line, palette, path, polygon, rect, shade } from "./svg.ts";

/** Two-tone capsule (160 x 60), horizontal; rotate via at(). */
export const capsule = (a: string = palette.amber, b: string = palette.white) =>
  path("M0 -30H-50A30 30 0 0 0 -50 30H0Z", a) +
  path("M0 -30H50A30 30 0 0 1 50 30H0Z", b) +
  path("M0 18H50A30 30 0 0 0 72 8 30 30 0 0 1 50 30H0Z", palette.navy, { opacity: 0.12 }) +
  textBar(-56, -18, 36, palette.white, 8);

/** Molecule: hexagonal ring with branches. */
export const molecule = () => {
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const t = ((-90 + 60 * i) * Math.PI) / 180;
    pts.push([Math.cos(t) * 56, Math.sin(t) * 56]);
  }
  const ext: [number, number][] = [
    [0, -130],
    [120, 70],
    [-120, 70],
  ];
  let d = `${pts.map(([x, y], i) => `${i ? "L" : "M"}${decimal(x)} ${decimal(y)}`).join("")}Z`;
  d += `M0 -56V-130M48.5 28L120 70M-48.5 28L-120 70`;
  let out = line(d, palette.navy);
  const cols = [palette.teal, palette.blue, palette.sky, palette.teal, palette.blue, palette.sky];
  pts.forEach(([x, y], i) => {
    out += circle(x, y, 14, cols[i] ?? palette.blue);
  });
  for (const [x, y] of ext)
    out +=
      circle(x, y, 22, palette.amber) + circle(x - 6, y - 6, 6, palette.white, { opacity: 0.6 });
  return out;
};

/** Erlenmeyer flask with liquid. */
export const flask = (liquid: string = palette.mint) =>
  path("M-20 -90H20V-40L70 70C74 80 68 90 58 90H-58C-68 90 -74 80 -70 70L-20 -40Z", palette.white, {
    stroke: palette.sky,
    class: "o",
  }) +
  path("M-47 10H47L70 70C74 80 68 90 58 90H-58C-68 90 -74 80 -70 70Z", liquid) +
  rect(-30, -100, 60, 16, palette.deep, 8) +
  circle(-14, 46, 8, palette.white, { opacity: 0.7 }) +
  circle(16, 62, 5, palette.white, { opacity: 0.7 }) +
  circle(4, 30, 4, palette.white, { opacity: 0.7 });

/** Test tube / vial with a coloured cap. */
export const vial = (liquid: string = palette.teal, cap: string = palette.blue) =>
  rect(-16, -60, 32, 130, palette.white, 16, { stroke: palette.sky, class: "o" }) +
  rect(-16, 10, 32, 60, liquid, 16) +
  rect(-16, 10, 32, 20, liquid) +
  rect(-20, -72, 40, 20, cap, 6);

/** Rounded medical cross. */
export const cross = (s = 60, fill: string = palette.white) =>
  rect(-s / 3, -s, (s * 2) / 3, s * 2, fill, s / 6) +
  rect(-s, -s / 3, s * 2, (s * 2) / 3, fill, s / 6);

/** Heart with a pulse line. */
export const heart = (fill: string = palette.blue) =>
  path(
    "M0 70C-40 40 -90 10 -90 -30C-90 -60 -66 -80 -42 -80C-22 -80 -8 -68 0 -54C8 -68 22 -80 42 -80C66 -80 90 -60 90 -30C90 10 40 40 0 70Z",
    fill,
  ) + ecg(150, palette.white);

/** ECG pulse line of width w. */
export const ecg = (w = 240, color: string = palette.teal, bold = true) =>
  line(`M${-w / 2} 0H-40L-28 -26L-12 32L6 -54L20 14L30 0H${w / 2}`, color, bold);

/** Head-and-shoulders avatar. */
export const person = (body: string = palette.blue, head: string = palette.sky) =>
  path("M-48 70V48C-48 20 -28 6 0 6S48 20 48 48V70Z", body) + circle(0, -34, 30, head);

/** Standing figure, feet at y = 0 (about 200 tall). */
export const figure = (body: string = palette.blue, head: string = palette.sky) =>
  rect(-20, -80, 17, 80, palette.navy, 8) +
  rect(3, -80, 17, 80, palette.navy, 8) +
  rect(-28, -160, 56, 94, body, 26) +
  circle(0, -184, 22, head);

/** Leafy sprout in a pot (growth). */
export const sprout = () =>
  line("M0 0V-110", palette.teal, true) +
  path("M0 -60C-10 -100 -60 -110 -80 -90C-60 -60 -20 -56 0 -60Z", palette.teal) +
  path("M0 -90C10 -140 60 -150 84 -128C62 -96 22 -88 0 -90Z", "#14B8A6") +
  polygon([-50, 0, 50, 0, 38, 70, -38, 70], palette.amber) +
  rect(-56, -8, 112, 20, shade(palette.amber), 6);
