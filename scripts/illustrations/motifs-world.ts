// Industry motifs (transport, energy, health, government, manufacturing, people), drawn around the origin.
import { card } from "./motifs-core.ts";
import { circle, DEPTH, decimal, line, palette, path, polygon, rect, rects, shade } from "./svg.ts";

/** Airliner seen from above, nose pointing up (about 190 x 200). */
export const plane = (fill = "url(#gb)") => {
  const d =
    "M0 -100C9 -100 13 -88 13 -74V-22L95 24V44L13 20V62L36 80V94L0 85L-36 94V80L-13 62V20L-95 44V24L-13 -22V-74C-13 -88 -9 -100 0 -100Z";
  return (
    path(d, palette.navy, { opacity: 0.12, transform: "translate(14 22)" }) +
    path(d, fill) +
    path("M0 -100C9 -100 13 -88 13 -74V62L0 85Z", palette.navy, { opacity: 0.18 }) +
    rect(-44, 4, 12, 22, palette.sky, 5) +
    rect(32, 4, 12, 22, palette.sky, 5)
  );
};

/** Car in side view, facing right (about 270 x 130). */
export const car = (fill: string = palette.blue) =>
  path(
    "M-130 18V-2C-130 -16 -120 -24 -102 -26L-62 -32L-32 -62C-26 -68 -18 -70 -8 -70H50C62 -70 70 -66 78 -58L104 -32L122 -28C134 -25 140 -16 140 -4V18C140 26 134 30 126 30H-118C-126 30 -130 26 -130 18Z",
    fill,
  ) +
  path("M-44 -34L-22 -58H10V-34ZM20 -58H48C56 -58 61 -55 66 -48L78 -34H20Z", palette.sky) +
  rect(118, -16, 20, 10, palette.amber, 5) +
  rect(-128, -12, 14, 10, palette.mint, 5) +
  line("M-120 4H130", shade(fill)) +
  circle(-72, 30, 30, palette.navy) +
  circle(-72, 30, 13, palette.s2) +
  circle(84, 30, 30, palette.navy) +
  circle(84, 30, 13, palette.s2);

/** Lattice transmission pylon, base at y = 150, top at y = -160. */
export const pylon = (color: string = palette.navy) => {
  const lx = (y: number) => 14 + ((y + 130) * 46) / 280;
  const ys = [150, 70, 0, -60, -130];
  let d = "M-60 150L-14 -130L0 -160L14 -130L60 150M-96 -90H96M-76 -30H76";
  for (let i = 0; i < ys.length - 1; i++) {
    const a = ys[i] ?? 0;
    const b = ys[i + 1] ?? 0;
    d += `M${decimal(-lx(a))} ${a}L${decimal(lx(b))} ${b}M${decimal(lx(a))} ${a}L${decimal(-lx(b))} ${b}`;
  }
  let out = line(d, color);
  for (const [x, y] of [
    [-90, -90],
    [90, -90],
    [-70, -30],
    [70, -30],
  ] as const)
    out += line(`M${x} ${y}v16`, color) + circle(x, y + 20, 6, palette.amber);
  return out;
};

/** Wind turbine, base at y = 160, hub at y = -120. */
export const turbine = (blade: string = palette.white, rot = 0) => {
  const b = "M-7 0C-9 -40 -5 -90 0 -118C6 -90 9 -40 7 0Z";
  let blades = "";
  for (const a of [0, 120, 240]) blades += path(b, blade, { transform: `rotate(${a + rot})` });
  return (
    polygon([-5, -120, 5, -120, 12, 160, -12, 160], "#CBD5E1") +
    polygon([-5, -120, 0, -120, 0, 160, -12, 160], palette.white) +
    `<g transform="translate(0 -120)">${blades}</g>` +
    circle(0, -120, 12, palette.navy)
  );
};

/** Tilted solar panel on a post. */
export const solar = () => {
  let out =
    rect(-6, 10, 12, 60, "#CBD5E1", 3) +
    polygon([-90, 30, -50, -40, 100, -40, 60, 30], palette.deep);
  for (let i = 1; i < 4; i++)
    out += line(
      `M${decimal(-90 + i * 37.5)} 30L${decimal(-50 + i * 37.5)} -40`,
      palette.sky,
      false,
      {
        opacity: 0.6,
      },
    );
  return out + line("M-70 -5H80", palette.sky, false, { opacity: 0.6 });
};

/** Lightning bolt. */
export const bolt = (fill: string = palette.amber, s = 1) =>
  polygon(
    [
      12 * s,
      -60 * s,
      -32 * s,
      8 * s,
      -4 * s,
      8 * s,
      -14 * s,
      60 * s,
      32 * s,
      -10 * s,
      4 * s,
      -10 * s,
    ],
    fill,
  );

/** Government building with pediment and columns (about 340 x 260), base at y = 126. */
export const capitol = (cols = 5) => {
  let out =
    polygon([-160, -70, 0, -140, 160, -70], palette.deep) +
    circle(0, -95, 14, palette.amber) +
    rect(-150, -72, 300, 22, palette.navy, 4);
  out += rect(-130, -50, 260, 140, palette.sky, 0, { opacity: 0.45 });
  const step = 260 / cols;
  const xs = Array.from({ length: cols }, (_, i) => -130 + step * (i + 0.5) - 14);
  out +=
    rects(
      xs.map((x) => [x + 4, -50, 24, 140]),
      "#CBD5E1",
    ) +
    rects(
      xs.map((x) => [x, -50, 22, 140]),
      palette.white,
    );
  out += rects(
    xs.map((x) => [x - 4, -50, 32, 10]),
    palette.white,
  );
  return out + card(-160, 90, 320, 16, palette.deep, 4) + card(-180, 108, 360, 18, palette.navy, 4);
};

/** Factory with saw-tooth roof and chimney, base at y = 100. */
export const factory = (fill: string = palette.deep) => {
  const out =
    path("M-150 100V-20L-90 -60V-20L-30 -60V-20L30 -60V-20H70V-120H100V100Z", fill) +
    rect(70, -132, 30, 16, palette.navy, 4);
  return (
    out +
    rects(
      [0, 1, 2, 3].map((i) => [-130 + i * 52, 10, 34, 26]),
      palette.sky,
    ) +
    rect(-30, 56, 40, 44, palette.amber, 4) +
    circle(104, -156, 14, palette.s2) +
    circle(126, -176, 18, palette.s2)
  );
};

/** Satellite with solar wings. */
export const satellite = () => {
  let out = "";
  for (const s of [-1, 1]) {
    out +=
      line(`M${s * 34} 0H${s * 56}`, palette.navy) +
      rect(s > 0 ? 56 : -156, -28, 100, 56, palette.deep, 6);
    out += line(
      `M${s > 0 ? 81 : -131} -28V28M${s > 0 ? 106 : -106} -28V28M${s > 0 ? 131 : -81} -28V28M${s > 0 ? 56 : -156} 0h100`,
      palette.sky,
      false,
      { opacity: 0.6 },
    );
  }
  return (
    out +
    card(-34, -40, 68, 80, palette.white, 10) +
    rect(-20, -24, 40, 14, palette.amber, 4) +
    line("M0 -40V-66", palette.navy) +
    path("M-24 -66A24 12 0 0 0 24 -66Z", palette.teal)
  );
};

/** Industrial robot arm, base at y = 0. */
export const robotArm = (fill: string = palette.amber) =>
  card(-50, -20, 100, 20, palette.navy, 6) +
  path("M-30 -20A30 30 0 0 1 30 -20Z", palette.deep) +
  line("M0 -40L-50 -150L60 -190", fill, false, { "stroke-width": 30 }) +
  circle(0, -40, 16, palette.navy) +
  circle(-50, -150, 16, palette.navy) +
  path("M60 -190l26 -14M60 -190l22 20", "none", {
    stroke: palette.navy,
    "stroke-width": 10,
    "stroke-linecap": "round",
  });

/** Small house (for grid / meter scenes), base at y = 0. */
export const house = (fill: string = palette.white, roof: string = palette.blue) =>
  rect(-40, -56, 80, 56, fill) +
  rect(-40, -56 + DEPTH * 0, 80, 8, "#CBD5E1") +
  polygon([-52, -50, 0, -92, 52, -50], roof) +
  rect(-10, -30, 20, 30, palette.amber, 3) +
  rect(14, -40, 16, 14, palette.sky, 2);

/** Warehouse (low shed with roller doors), base at y = 0. */
export const warehouse = (fill: string = palette.white) =>
  path("M-110 0V-70L0 -110L110 -70V0Z", fill) +
  polygon([-118, -66, 0, -116, 118, -66, 118, -78, 0, -128, -118, -78], palette.teal) +
  rect(-80, -56, 60, 56, palette.s2) +
  rect(20, -56, 60, 56, palette.s2) +
  line("M-80 -40h60M-80 -24h60M20 -40h60M20 -24h60", "#CBD5E1");
