// Composite motifs: hospital, parking gate, smart meter, chip, wireframe, document stack, app UI.
import { appWindow, card, textBar } from "./motifs-core.ts";
import { cross } from "./motifs-life.ts";
import { circle, decimal, line, palette, path, polygon, rect, rects } from "./svg.ts";

/** Hospital block with a cross sign on the roof, base at y = 0 (about 240 x 300). */
export const hospital = () => {
  const wins: [number, number, number, number][] = [];
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 4; i++) wins.push([-96 + i * 52, -196 + j * 50, 36, 30]);
  let out =
    card(-120, -240, 240, 240, palette.white) +
    rect(-120, -240, 240, 24, palette.teal, 0) +
    rects(wins, palette.sky);
  out += rect(-36, -54, 72, 54, "url(#gb)", 0) + line("M0 -54V0", palette.sky);
  return (
    out +
    circle(0, -280, 40, palette.teal) +
    `<g transform="translate(0 -280)">${cross(24)}</g>` +
    rect(-8, -244, 16, 8, palette.teal)
  );
};

/** Parking boom gate, post base at y = 0; arm raised by angle (degrees). */
export const gate = (angle = -18) => {
  let arm = rect(0, -10, 260, 20, palette.white, 10, { stroke: palette.navy, class: "o" });
  for (let i = 0; i < 5; i++) arm += rect(20 + i * 50, -10, 24, 20, palette.amber);
  return (
    `<g transform="translate(10 -110) rotate(${angle})">${arm}</g>` +
    card(-30, -150, 60, 150, palette.deep, 10) +
    circle(0, -118, 9, palette.mint) +
    rect(-16, -80, 32, 44, palette.sky, 5, { opacity: 0.6 })
  );
};

/** Smart meter with a dial and readout. */
export const meter = () =>
  card(-50, -64, 100, 128, palette.white, 16) +
  circle(0, -16, 30, palette.s1, { stroke: palette.sky, class: "o" }) +
  line("M0 -16L16 -30", palette.teal) +
  rect(-30, 28, 60, 20, palette.navy, 5) +
  rect(-22, 35, 28, 6, palette.mint, 3) +
  circle(34, -52, 5, palette.amber);

/** Processor chip (compute). */
export const chip = (fill: string = palette.blue) => {
  let pins = "";
  for (const p of [-20, 0, 20]) pins += `M${p} -46V-34M${p} 34V46M-46 ${p}H-34M34 ${p}H46`;
  return (
    line(pins, fill) +
    rect(-34, -34, 68, 68, fill, 10) +
    rect(-16, -16, 32, 32, palette.white, 5, { opacity: 0.85 })
  );
};

/** Low-fidelity wireframe screen (dashed outline, placeholder blocks). */
export const wireframe = (w = 300, h = 220) => {
  const x = -w / 2;
  const y = -h / 2;
  const dash = { stroke: palette.deep, class: "o", "stroke-dasharray": "10 10", opacity: 0.5 };
  return (
    rect(x, y, w, h, palette.white, 14, { ...dash, "fill-opacity": 0.6 }) +
    rect(x + 24, y + 24, w - 48, 22, "none", 5, dash) +
    rect(x + 24, y + 64, w * 0.42, h - 96, "none", 6, dash) +
    line(
      `M${x + 24} ${y + 64}l${decimal(w * 0.42)} ${h - 96}M${decimal(x + 24 + w * 0.42)} ${y + 64}l${decimal(-w * 0.42)} ${h - 96}`,
      palette.deep,
      false,
      { opacity: 0.3 },
    ) +
    rect(x + 40 + w * 0.42, y + 70, w * 0.4, 12, "none", 6, dash) +
    rect(x + 40 + w * 0.42, y + 100, w * 0.3, 12, "none", 6, dash) +
    rect(x + 40 + w * 0.42, y + h - 64, w * 0.26, 30, "none", 8, dash)
  );
};

/** A fanned stack of three documents. */
export const docStack = () => {
  const doc = (fill: string, lines: boolean) =>
    card(-70, -90, 140, 180, fill, 10) +
    (lines
      ? textBar(-46, -60, 60, palette.blue, 12) +
        textBar(-46, -30, 92) +
        textBar(-46, -8, 80) +
        textBar(-46, 14, 92) +
        textBar(-46, 36, 56)
      : "");
  return `<g transform="rotate(-12 0 60)">${doc(palette.s2, false)}</g><g transform="rotate(-5 0 60)">${doc(palette.white, false)}</g><g transform="rotate(5 0 60)">${doc(palette.white, true)}</g>`;
};

/** Finished app UI in a browser window: nav bar, hero block, cards. */
export const appUi = (w = 420, h = 290) => {
  const x = -w / 2;
  const y = -h / 2;
  let out =
    appWindow(w, h) +
    rect(x + 20, y + 54, w - 40, 70, "url(#gb)", 10) +
    textBar(x + 40, y + 74, 120, palette.white, 12) +
    textBar(x + 40, y + 96, 80, palette.sky, 8);
  out += rect(x + w - 130, y + 78, 80, 26, palette.amber, 13);
  const cw = (w - 64) / 3;
  [palette.teal, palette.blue, palette.amber].forEach((c, i) => {
    const cx = x + 20 + i * (cw + 12);
    out +=
      rect(cx, y + 140, cw, h - 160, palette.s1, 10) +
      circle(cx + 26, y + 168, 14, c) +
      textBar(cx + 14, y + 196, cw - 28) +
      textBar(cx + 14, y + 214, cw - 50);
  });
  return out;
};

/** Legacy cluttered screen: dense table rows and grey boxes. */
export const legacyUi = (w = 340, h = 250) => {
  const x = -w / 2;
  const y = -h / 2;
  let out = appWindow(w, h, "#64748B", palette.s1);
  const rows = Math.floor((h - 80) / 24);
  const cells: [number, number, number, number][] = [];
  for (let i = 0; i < rows; i++) if (i % 2 === 0) cells.push([x + 14, y + 50 + i * 24, w - 28, 18]);
  out += rects(cells, palette.s2);
  for (let c = 1; c < 4; c++) cells.push([x + 14 + c * ((w - 28) / 4), y + 50, 2, rows * 24 - 6]);
  out += rects(cells.slice(-3), "#CBD5E1");
  return (
    out +
    rect(x + w - 100, y + h - 34, 40, 20, "#CBD5E1", 3) +
    rect(x + w - 54, y + h - 34, 40, 20, "#CBD5E1", 3)
  );
};

/** Headset for a support agent (draw over a person bust). */
export const headset = () =>
  path("M-36 -34A36 36 0 0 1 36 -34", "none", {
    stroke: palette.navy,
    "stroke-width": 8,
    "stroke-linecap": "round",
  }) +
  rect(-44, -44, 16, 26, palette.navy, 6) +
  rect(28, -44, 16, 26, palette.navy, 6) +
  line("M36 -20C36 0 20 4 8 4", palette.navy) +
  circle(6, 4, 5, palette.amber);

/** Rocket (release / deploy). */
export const rocket = () =>
  path("M0 -70C24 -50 30 -10 24 30H-24C-30 -10 -24 -50 0 -70Z", palette.white) +
  path("M0 -70C24 -50 30 -10 24 30H0Z", "#CBD5E1") +
  circle(0, -20, 12, palette.blue) +
  polygon([-24, 0, -44, 36, -22, 30], palette.teal) +
  polygon([24, 0, 44, 36, 22, 30], palette.teal) +
  path("M-14 34H14L0 70Z", palette.amber);
