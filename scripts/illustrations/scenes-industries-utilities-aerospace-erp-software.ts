// Industry illustrations: utilities, aerospace, ERP and software.
import { bars, donut, lineChart } from "./motifs-charts.ts";
import { card, check, chevron, cube, flow, slab, textBar } from "./motifs-core.ts";
import { shield } from "./motifs-sec.ts";
import { cloud, codeWin, gear, monitor, server } from "./motifs-tech.ts";
import {
  bolt,
  factory,
  plane,
  pylon,
  satellite,
  solar,
  turbine,
  warehouse,
} from "./motifs-world.ts";
import { circle, ellipse, line, palette, place, rect, type Scene, shadow, spark } from "./svg.ts";

const utilities = (): string =>
  ellipse(560, 820, 760, 250, palette.mint, { opacity: 0.35 }) +
  place(150, 520, turbine(palette.white, 8), 0.72) +
  place(270, 560, turbine(palette.white, 40), 0.55) +
  place(430, 500, pylon(), 1.05) +
  place(160, 660, solar(), 0.75) +
  line("M335 405C420 440 520 520 585 560M525 405C560 440 620 480 700 600", palette.navy, false, {
    opacity: 0.3,
  }) +
  flow("M650 560C720 540 760 500 780 470M770 620C830 600 880 560 880 500", palette.teal) +
  place(610, 590, card(-50, -40, 100, 80, palette.white, 10) + bolt(palette.amber, 0.45)) +
  place(740, 640, card(-44, -36, 88, 72, palette.white, 10) + bolt(palette.amber, 0.4)) +
  place(
    860,
    330,
    monitor(
      380,
      250,
      lineChart(-150, -80, 300, 110, [0.3, 0.5, 0.42, 0.7, 0.55, 0.85], palette.teal) +
        bars(-150, 45, 300, 50, [0.5, 0.8, 0.6, 0.9, 0.7, 1], [palette.blue, palette.sky]),
    ),
  ) +
  place(1040, 150, circle(0, 0, 44, palette.amber) + bolt(palette.white, 0.5));

const aerospace = (): string => {
  const nodes: [number, number][] = [
    [360, 560],
    [620, 640],
    [870, 560],
    [620, 480],
  ];
  return (
    place(620, 560, slab(760, 24, palette.white)) +
    flow("M360 560L620 640L870 560L620 480Z", palette.blue) +
    place(360, 600, factory(), 0.62) +
    place(870, 590, warehouse(palette.sky), 0.8) +
    place(620, 690, factory(palette.blue), 0.52) +
    place(620, 500, warehouse(palette.sky), 0.62) +
    nodes.map(([x, y]) => circle(x, y, 9, palette.amber)).join("") +
    shadow(640, 420, 120) +
    place(600, 230, plane(), 1.15, 62) +
    flow("M240 300C300 250 380 230 460 236", palette.sky, true) +
    place(1010, 160, satellite(), 0.5, -18) +
    place(170, 200, shield("url(#gb)", "check"), 0.5)
  );
};

const erp = (): string => {
  const mods: [number, number, string][] = [
    [250, 250, "fin"],
    [950, 250, "pro"],
    [250, 580, "wh"],
    [950, 580, "an"],
  ];
  let out = flow("M330 270L520 380M870 270L680 380M330 560L520 470M870 560L680 470", palette.blue);
  for (const [x, y, k] of mods) {
    let inner = "";
    if (k === "fin")
      inner =
        donut(-40, 0, 30, 0.65, palette.amber) +
        textBar(10, -20, 50, palette.navy) +
        textBar(10, 0, 40) +
        textBar(10, 18, 50);
    if (k === "pro")
      for (let i = 0; i < 3; i++)
        inner +=
          rect(-70, -48 + i * 34, 24, 24, i < 2 ? palette.teal : palette.s2, 6) +
          textBar(-34, -41 + i * 34, 100 - i * 20) +
          (i < 2 ? place(-58, -36 + i * 34, line("M-6 0l4 5 8-9", palette.white)) : "");
    if (k === "wh")
      inner =
        place(-30, 34, cube(26, 30, palette.mint, palette.teal, "#0F766E")) +
        place(26, 34, cube(26, 30, palette.sky, palette.blue, palette.deep)) +
        place(-2, -6, cube(26, 30, "#FDE68A", palette.amber, "#D97706"));
    if (k === "an")
      inner = bars(-60, -40, 120, 76, [0.5, 0.75, 0.4, 0.95], [palette.teal, palette.blue]);
    out += place(x, y, card(-100, -76, 200, 152) + inner);
  }
  out +=
    place(600, 470, slab(300, 22, palette.s2)) +
    place(600, 450, slab(260, 22, palette.sky, palette.blue, palette.deep)) +
    place(600, 420, slab(220, 22, "#5EEAD4", palette.teal, "#0F766E"));
  return (
    out + place(600, 360, gear(64, 8, palette.amber), 1, 8) + circle(600, 360, 12, palette.amber)
  );
};

const software = (): string =>
  place(300, 290, codeWin(300, 190)) +
  place(360, 500, codeWin(280, 170, 5)) +
  flow("M470 300C540 300 540 400 600 400M520 500C560 500 560 420 600 410", palette.blue) +
  chevron(600, 380, 80, 60, palette.blue, false) +
  chevron(692, 380, 80, 60, palette.teal) +
  chevron(784, 380, 80, 60, palette.amber) +
  place(644, 410, gear(20, 8, palette.white, palette.blue)) +
  place(736, 410, check(12)) +
  place(830, 410, spark(16, palette.white)) +
  flow("M880 380C900 360 910 360 920 350", palette.blue) +
  place(960, 280, cloud(), 1.05) +
  place(905, 510, server(3, 120), 0.75) +
  place(1015, 510, server(3, 120), 0.75) +
  shadow(960, 640, 130);

export const utilitiesAerospaceErpSoftwareScenes: Scene[] = [
  {
    file: "industries/utilities.svg",
    title: "Utilities",
    bg: {
      kind: "plain",
      glows: [
        [860, 320, 380],
        [300, 420, 300, true],
      ],
    },
    body: utilities,
  },
  {
    file: "industries/aerospace-defense.svg",
    title: "Aerospace and defense",
    bg: { kind: "dots", glows: [[600, 300, 420]] },
    body: aerospace,
  },
  {
    file: "industries/erp-solutions.svg",
    title: "ERP solutions",
    bg: { kind: "grid", glows: [[600, 400, 380, true]] },
    body: erp,
  },
  {
    file: "industries/software-technology.svg",
    title: "Software and technology",
    bg: { kind: "dots", glows: [[940, 360, 360]] },
    body: software,
  },
];
