// Site-level illustrations: home hero, about and careers.
import { arrow, bars, card, cube, donut, flow, lineChart, slab, txt } from "./motifs-core.ts";
import { figure, person, sprout } from "./motifs-life.ts";
import { lock, shield } from "./motifs-sec.ts";
import { cloud, codeWin, database, kanban, server, star } from "./motifs-tech.ts";
import { at, C, type Scene, spark } from "./svg.ts";

const hero = (): string =>
  at(600, 560, slab(760, 26)) +
  flow(
    "M560 285C520 320 380 310 365 350M600 285C600 360 520 400 505 440M650 285C700 330 840 320 850 360",
    C.blue,
  ) +
  at(365, 470, server(4), 0.85) +
  at(505, 520, database(140, 120), 0.78) +
  at(850, 470, codeWin(300, 200)) +
  at(600, 200, cloud(), 1.5) +
  at(600, 180, spark(30, C.amber)) +
  at(
    1010,
    290,
    card(-80, -56, 160, 112) +
      lineChart(-58, -30, 116, 64, [0.2, 0.45, 0.35, 0.7, 0.6, 0.95], C.teal),
  ) +
  at(175, 330, lock(C.amber, C.deep), 0.8) +
  at(660, 560, shield(), 0.95);

const about = (): string =>
  at(600, 250, kanban(320, 210), 1.4) +
  at(180, 240, card(-80, -70, 160, 140) + donut(0, 0, 38, 0.7)) +
  at(
    1020,
    240,
    card(-85, -70, 170, 140) + bars(-60, -46, 120, 92, [0.4, 0.65, 0.5, 0.9], [C.blue, C.teal]),
  ) +
  flow("M260 240H370M830 240H935", C.blue) +
  at(330, 590, person(C.blue, C.sky), 1.35) +
  at(600, 575, person(C.teal, C.mint), 1.35) +
  at(870, 590, person(C.deep, C.sky), 1.35) +
  card(130, 660, 940, 60, C.white, 30) +
  at(600, 470, spark(16, C.amber)) +
  txt(560, 684, 80, C.s2, 12);

const careers = (): string => {
  const cols: [number, number, string, string, string][] = [
    [340, 110, C.sky, C.blue, C.deep],
    [520, 190, C.mint, C.teal, "#0F766E"],
    [700, 270, C.sky, C.blue, C.deep],
    [880, 350, C.mint, C.teal, "#0F766E"],
  ];
  let out = at(610, 660, slab(820, 22));
  for (const [x, h, t, l, rr] of cols) out += at(x, 640 - (x - 340) / 10, cube(70, h, t, l, rr));
  out +=
    flow("M220 380C400 340 560 220 800 90", C.amber, true) +
    arrow(790, 96, 860, 60, C.amber, false, true);
  out +=
    at(520, 432, figure(C.blue, C.sky), 0.72) +
    at(700, 346, figure(C.teal, C.mint), 0.72) +
    at(880, 262, figure(C.deep, C.sky), 0.72);
  out += at(340, 513, figure(C.amber, C.sky), 0.72);
  out += at(180, 600, sprout(), 0.9) + at(1010, 170, star(34)) + at(1070, 240, star(18, C.teal));
  return out;
};

export const siteScenes: Scene[] = [
  {
    file: "site/hero.svg",
    title: "Brazos Digital: cloud, data, code and security",
    bg: { kind: "dots", glows: [[600, 400, 460]] },
    body: hero,
  },
  {
    file: "site/about.svg",
    title: "About Brazos Digital",
    bg: { kind: "grid", glows: [[600, 360, 420, true]] },
    body: about,
  },
  {
    file: "site/careers.svg",
    title: "Careers",
    bg: { kind: "dots", glows: [[700, 360, 420]] },
    body: careers,
  },
];
