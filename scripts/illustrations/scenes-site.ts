// Site-level illustrations: home hero, about and careers.
import { bars, donut, lineChart } from "./motifs-charts.ts";
import { arrow, card, cube, flow, slab, textBar } from "./motifs-core.ts";
import { figure, person, sprout } from "./motifs-life.ts";
import { lock, shield } from "./motifs-sec.ts";
import { cloud, codeWin, database, kanban, server, star } from "./motifs-tech.ts";
import { palette, place, type Scene, spark } from "./svg.ts";

/** The home page hero: cloud above servers, data, code and security on one ground slab. */
export const hero = (): string =>
  place(600, 560, slab(760, 26)) +
  flow(
    "M560 285C520 320 380 310 365 350M600 285C600 360 520 400 505 440M650 285C700 330 840 320 850 360",
    palette.blue,
  ) +
  place(365, 470, server(4), 0.85) +
  place(505, 520, database(140, 120), 0.78) +
  place(850, 470, codeWin(300, 200)) +
  place(600, 200, cloud(), 1.5) +
  place(600, 180, spark(30, palette.amber)) +
  place(
    1010,
    290,
    card(-80, -56, 160, 112) +
      lineChart(-58, -30, 116, 64, [0.2, 0.45, 0.35, 0.7, 0.6, 0.95], palette.teal),
  ) +
  place(175, 330, lock(palette.amber, palette.deep), 0.8) +
  place(660, 560, shield(), 0.95);

const about = (): string =>
  place(600, 250, kanban(320, 210), 1.4) +
  place(180, 240, card(-80, -70, 160, 140) + donut(0, 0, 38, 0.7)) +
  place(
    1020,
    240,
    card(-85, -70, 170, 140) +
      bars(-60, -46, 120, 92, [0.4, 0.65, 0.5, 0.9], [palette.blue, palette.teal]),
  ) +
  flow("M260 240H370M830 240H935", palette.blue) +
  place(330, 590, person(palette.blue, palette.sky), 1.35) +
  place(600, 575, person(palette.teal, palette.mint), 1.35) +
  place(870, 590, person(palette.deep, palette.sky), 1.35) +
  card(130, 660, 940, 60, palette.white, 30) +
  place(600, 470, spark(16, palette.amber)) +
  textBar(560, 684, 80, palette.s2, 12);

const careers = (): string => {
  const cols: [number, number, string, string, string][] = [
    [340, 110, palette.sky, palette.blue, palette.deep],
    [520, 190, palette.mint, palette.teal, "#0F766E"],
    [700, 270, palette.sky, palette.blue, palette.deep],
    [880, 350, palette.mint, palette.teal, "#0F766E"],
  ];
  let out = place(610, 660, slab(820, 22));
  for (const [x, h, t, l, rr] of cols) out += place(x, 640 - (x - 340) / 10, cube(70, h, t, l, rr));
  out +=
    flow("M220 380C400 340 560 220 800 90", palette.amber, true) +
    arrow(790, 96, 860, 60, palette.amber, false, true);
  out +=
    place(520, 432, figure(palette.blue, palette.sky), 0.72) +
    place(700, 346, figure(palette.teal, palette.mint), 0.72) +
    place(880, 262, figure(palette.deep, palette.sky), 0.72);
  out += place(340, 513, figure(palette.amber, palette.sky), 0.72);
  out +=
    place(180, 600, sprout(), 0.9) +
    place(1010, 170, star(34)) +
    place(1070, 240, star(18, palette.teal));
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
