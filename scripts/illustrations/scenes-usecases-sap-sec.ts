// Use-case illustrations: SAP modernisation and physical security platforms.
import { arrow, card, check, cube, flow, slab, textBar } from "./motifs-core.ts";
import { person } from "./motifs-life.ts";
import {
  badge,
  camera,
  dome,
  door,
  type Feed,
  feed,
  lock,
  reader,
  timeline,
} from "./motifs-sec.ts";
import { chip, gate, legacyUi } from "./motifs-sites-and-apps.ts";
import { cloud, monitor, server, tiles } from "./motifs-tech.ts";
import { circle, group, line, palette, place, rect, type Scene, spark } from "./svg.ts";

/** Grid of feeds inside a dark frame, centred at the origin. */
export const wall = (cols: number, rows: number, w: number, h: number, kinds: Feed[], gap = 12) => {
  const W = cols * w + (cols - 1) * gap;
  const H = rows * h + (rows - 1) * gap;
  let out = card(-W / 2 - 18, -H / 2 - 18, W + 36, H + 36, palette.navy, 16);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++)
      out += place(
        -W / 2 + w / 2 + i * (w + gap),
        -H / 2 + h / 2 + j * (h + gap),
        feed(w, h, kinds[(j * cols + i) % kinds.length] ?? "cam"),
      );
  return out;
};

const fiori = (): string =>
  place(290, 390, legacyUi(340, 260), 1, -5) +
  arrow(490, 390, 580, 390, palette.amber, false, true) +
  place(535, 335, spark(16, palette.amber)) +
  place(560, 450, spark(10, palette.teal)) +
  place(
    850,
    390,
    card(-240, -170, 480, 340, palette.navy, 22) +
      rect(-224, -154, 448, 308, palette.white, 12) +
      rect(-224, -154, 448, 48, palette.s1, 12) +
      circle(-196, -130, 14, palette.teal) +
      textBar(-172, -134, 90, palette.navy) +
      circle(196, -130, 14, palette.sky) +
      place(0, 22, tiles(4, 2, 88, 16, [palette.blue, palette.teal, palette.amber, palette.deep])),
  );

const btp = (): string => {
  const mods: [number, number, string, string, string][] = [
    [-230, 0, palette.mint, palette.teal, "#0F766E"],
    [230, 0, "#FDE68A", palette.amber, "#D97706"],
    [-115, -62, palette.sky, palette.blue, palette.deep],
    [115, -62, palette.mint, palette.teal, "#0F766E"],
    [-115, 62, "#FDE68A", palette.amber, "#D97706"],
    [115, 62, palette.sky, palette.blue, palette.deep],
  ];
  let out =
    group({ opacity: 0.75 }, place(600, 330, cloud(palette.white), 3.3)) +
    place(600, 540, slab(720, 28, palette.white));
  for (const [dx, dy] of mods) out += line(`M600 530L${600 + dx} ${530 + dy}`, palette.sky, true);
  for (const [dx, dy, t, l, r] of mods.slice(0, 4))
    out += place(600 + dx, 540 + dy, cube(34, 40, t, l, r));
  out +=
    place(600, 550, cube(70, 120, palette.sky, palette.blue, palette.deep)) +
    place(600, 395, spark(22, palette.white));
  for (const [dx, dy, t, l, r] of mods.slice(4))
    out += place(600 + dx, 540 + dy, cube(34, 40, t, l, r));
  return out + place(600, 120, spark(18, palette.amber));
};

const genetec = (): string =>
  group({ transform: "translate(210 210) scale(-.8 .8)" }, camera()) +
  place(420, 140, dome(), 0.7) +
  place(190, 440, reader(), 0.9) +
  place(130, 690, gate(-12), 0.85) +
  flow(
    "M290 230C420 260 460 300 550 310M420 200C460 250 500 250 550 260M260 440C380 440 460 400 550 380M320 590C420 560 480 470 550 440",
    palette.blue,
  ) +
  place(
    800,
    340,
    monitor(
      480,
      320,
      place(-112, -72, feed(214, 134, "cam")) +
        place(112, -72, feed(214, 134, "cam2")) +
        place(-112, 72, feed(214, 134, "map")) +
        place(112, 72, feed(214, 134, "chart")),
    ),
  ) +
  place(1060, 160, circle(0, 0, 36, palette.teal) + check(14));

const lenel = (): string => {
  let log = "";
  for (let i = 0; i < 4; i++) {
    const y = -70 + i * 46;
    const ok = i !== 2;
    log +=
      circle(-110, y, 14, i % 2 ? palette.mint : palette.sky) +
      textBar(-84, y - 9, 110, palette.navy, 8) +
      textBar(-84, y + 3, 80, palette.s2, 8) +
      rect(70, y - 12, 52, 24, ok ? palette.teal : palette.amber, 12);
  }
  return (
    place(380, 450, door(180, 320)) +
    place(380, 245, lock(palette.amber, palette.deep), 0.4) +
    place(570, 440, reader(), 1) +
    place(710, 460, badge(palette.blue), 0.75, -10) +
    flow("M640 340C700 260 760 240 800 250", palette.teal) +
    place(
      960,
      330,
      monitor(
        320,
        240,
        rect(-148, -108, 296, 36, palette.s1) +
          textBar(-130, -96, 100, palette.blue) +
          place(0, 20, log),
      ),
    ) +
    place(1060, 600, circle(0, 0, 34, palette.teal) + check(13))
  );
};

const milestone = (): string =>
  place(460, 300, wall(3, 2, 190, 120, ["cam", "cam2", "map", "cam2", "cam", "line"])) +
  place(460, 620, timeline(470)) +
  flow("M800 300C860 300 880 380 920 380", palette.blue) +
  place(950, 500, server(4, 130), 0.85) +
  place(1070, 520, server(3, 130), 0.85) +
  place(1000, 170, dome(), 0.6) +
  place(
    172,
    620,
    circle(0, 0, 10, palette.amber) +
      circle(0, 0, 18, "none", { stroke: palette.amber, class: "k", opacity: 0.5 }),
  );

const soc = (): string => {
  let out = place(
    600,
    240,
    wall(4, 2, 210, 124, ["map", "cam", "cam2", "chart", "cam2", "alert", "line", "cam"]),
  );
  out += card(120, 560, 960, 40, palette.white, 14);
  for (const x of [320, 600, 880]) out += card(x - 110, 440, 220, 130, palette.navy, 10);
  const ppl: [number, string, string][] = [
    [320, palette.blue, palette.sky],
    [600, palette.teal, palette.mint],
    [880, palette.deep, palette.sky],
  ];
  for (const [x, b, h] of ppl) out += place(x, 690, person(b, h), 1.25);
  return out;
};

const s4 = (): string => {
  let out =
    place(240, 330, monitor(240, 176, legacyUi(216, 152))) + place(240, 590, server(2, 150), 0.8);
  out += flow("M380 340C480 260 560 520 700 420", palette.amber, true);
  const pts: [number, number][] = [
    [440, 318],
    [540, 400],
    [640, 436],
  ];
  for (const [x, y] of pts)
    out += place(x, y + 18, cube(18, 22, palette.mint, palette.teal, "#0F766E"));
  out +=
    place(900, 600, slab(420, 30, palette.s2)) +
    place(900, 560, slab(380, 30, palette.sky, palette.blue, palette.deep)) +
    place(900, 520, slab(340, 30, palette.mint, palette.teal, "#0F766E"));
  out += place(
    900,
    370,
    card(-150, -110, 300, 200) +
      rect(-150, -110, 300, 40, palette.deep, 14) +
      rect(-150, -84, 300, 14, palette.deep) +
      place(0, 0, chip(palette.blue), 0.6) +
      place(-90, 20, circle(0, 0, 22, palette.teal)) +
      place(90, 20, circle(0, 0, 22, palette.amber)) +
      textBar(-110, 50, 220),
  );
  return (
    out + place(900, 245, spark(16, palette.white)) + place(1040, 160, spark(22, palette.amber))
  );
};

export const sapSecUseCaseScenes: Scene[] = [
  {
    file: "use-cases/s4hana-transformation.svg",
    title: "SAP S/4HANA transformation",
    bg: { kind: "dots", glows: [[880, 420, 400]] },
    body: s4,
  },
  {
    file: "use-cases/fiori-ux-modernization.svg",
    title: "SAP Fiori UX modernization",
    bg: { kind: "grid", glows: [[840, 390, 400]] },
    body: fiori,
  },
  {
    file: "use-cases/sap-btp.svg",
    title: "SAP Business Technology Platform",
    bg: { kind: "dots", glows: [[600, 420, 440, true]] },
    body: btp,
  },
  {
    file: "use-cases/genetec-vms.svg",
    title: "Genetec video management",
    bg: {
      kind: "plain",
      avoid: [[1010, 110, 1110, 210]],
      glows: [
        [780, 360, 400],
        [220, 420, 240, true],
      ],
    },
    body: genetec,
  },
  {
    file: "use-cases/lenel-onguard.svg",
    title: "Lenel OnGuard access control",
    bg: { kind: "grid", glows: [[500, 420, 400]] },
    body: lenel,
  },
  {
    file: "use-cases/milestone-exacqvision.svg",
    title: "Milestone and exacqVision video surveillance",
    bg: {
      kind: "dots",
      glows: [
        [480, 360, 420],
        [1000, 500, 260, true],
      ],
    },
    body: milestone,
  },
  {
    file: "use-cases/security-operations-center.svg",
    title: "Security operations center",
    bg: { kind: "plain", glows: [[600, 300, 480]] },
    body: soc,
  },
];
