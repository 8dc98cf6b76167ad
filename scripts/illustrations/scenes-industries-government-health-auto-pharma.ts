// Industry illustrations: government, health care, automobile and pharmaceuticals.
import { bars, donut, lineChart } from "./motifs-charts.ts";
import { card, check, flow, textBar } from "./motifs-core.ts";
import { capsule, ecg, flask, molecule, vial } from "./motifs-life.ts";
import { checklist, lock, shield } from "./motifs-sec.ts";
import { hospital } from "./motifs-sites-and-apps.ts";
import { cloud, phone, server } from "./motifs-tech.ts";
import { capitol, car, robotArm } from "./motifs-world.ts";
import { circle, line, palette, place, rect, type Scene, shadow, spark } from "./svg.ts";

const federal = (): string =>
  place(460, 440, `<g opacity=".22">${shield(palette.sky, "none")}</g>`, 3.1) +
  place(460, 470, capitol(), 1.05) +
  place(460, 250, circle(0, 0, 40, palette.teal) + check(18), 1) +
  flow("M680 420C760 420 780 300 840 290", palette.blue) +
  place(930, 270, cloud(palette.white), 0.95) +
  place(930, 255, lock(palette.amber, palette.deep), 0.45) +
  place(930, 500, server(3, 130), 0.75) +
  shadow(460, 620, 220);

const health = (): string =>
  place(560, 620, hospital(), 1.05) +
  shadow(560, 635, 180) +
  place(210, 400, checklist(180, 230, 4, 3)) +
  place(
    330,
    230,
    circle(0, 0, 40, palette.teal) + line("M-28 0H-12L-4 -16L6 16L14 0H28", palette.white),
  ) +
  flow("M310 400H420M700 420H790M620 240C660 190 760 180 820 190", palette.teal) +
  place(
    940,
    470,
    phone(
      170,
      250,
      lineChart(-58, -30, 116, 60, [0.4, 0.6, 0.3, 0.8, 0.5, 0.7], palette.teal, false) +
        `<g transform="translate(0 -70)">${ecg(110, palette.blue, false)}</g>` +
        textBar(-58, 60, 80),
    ),
    1,
    6,
  ) +
  place(920, 170, cloud(palette.white), 0.8) +
  place(920, 166, shield("url(#gt)", "check"), 0.38);

const automobile = (): string => {
  let belt = card(120, 600, 820, 34, palette.navy, 17);
  for (let i = 0; i < 13; i++) belt += circle(150 + i * 63, 617, 9, palette.sky, { opacity: 0.6 });
  return (
    belt +
    place(210, 600, robotArm(), 0.9) +
    place(840, 600, `<g transform="scale(-1 1)">${robotArm(palette.teal)}</g>`, 0.9) +
    place(520, 568, car(palette.blue), 1.15) +
    flow("M540 470C560 380 700 300 840 280", palette.teal) +
    place(
      990,
      270,
      card(-140, -110, 280, 220) +
        bars(-110, -78, 130, 110, [0.5, 0.8, 0.65, 0.95], [palette.blue, palette.teal]) +
        donut(72, -24, 36, 0.72, palette.amber) +
        textBar(-110, 62, 200) +
        textBar(-110, 80, 140),
    ) +
    place(540, 400, spark(18, palette.amber))
  );
};

const pharma = (): string => {
  let rack = card(-120, 0, 240, 36, palette.deep, 8);
  [palette.teal, palette.blue, palette.amber, palette.mint].forEach((c, i) => {
    rack = place(-84 + i * 56, -40, vial(c, i % 2 ? palette.deep : palette.blue), 0.7) + rack;
  });
  return (
    card(110, 640, 800, 34, palette.white, 12) +
    place(300, 230, molecule(), 0.85) +
    place(350, 606, rack) +
    place(640, 550, flask(palette.mint), 1.1) +
    place(600, 300, capsule(palette.amber, palette.white), 0.6, 30) +
    place(470, 420, capsule(palette.teal, palette.white), 0.5, -35) +
    place(
      860,
      360,
      card(-110, -150, 220, 290, palette.white, 10) +
        rect(-110, -150, 220, 40, palette.deep, 10) +
        rect(-110, -124, 220, 14, palette.deep) +
        bars(-80, -80, 160, 90, [0.6, 0.8, 0.7, 0.9, 0.75], [palette.sky, palette.blue]) +
        textBar(-80, 40, 160) +
        textBar(-80, 60, 120) +
        textBar(-80, 80, 140),
      1,
      -6,
    ) +
    place(990, 470, checklist(200, 260, 4, 3)) +
    place(1080, 610, circle(0, 0, 36, palette.teal) + check(16))
  );
};

export const governmentHealthAutoPharmaScenes: Scene[] = [
  {
    file: "industries/federal-government.svg",
    title: "Federal government",
    bg: { kind: "grid", glows: [[460, 420, 400]] },
    body: federal,
  },
  {
    file: "industries/health-care.svg",
    title: "Health care",
    bg: {
      kind: "plain",
      glows: [
        [560, 420, 400, true],
        [940, 220, 240],
      ],
    },
    body: health,
  },
  {
    file: "industries/automobile.svg",
    title: "Automobile",
    bg: { kind: "grid", glows: [[560, 480, 420]] },
    body: automobile,
  },
  {
    file: "industries/pharmaceuticals.svg",
    title: "Pharmaceuticals",
    bg: { kind: "dots", glows: [[600, 420, 420, true]], avoid: [[740, 180, 1120, 650]] },
    body: pharma,
  },
];
