// Industry illustrations: government, health care, automobile and pharmaceuticals.
import { bars, card, check, donut, flow, lineChart, txt } from "./motifs-core.ts";
import { hospital } from "./motifs-extra.ts";
import { capsule, ecg, flask, molecule, vial } from "./motifs-life.ts";
import { checklist, lock, shield } from "./motifs-sec.ts";
import { cloud, phone, server } from "./motifs-tech.ts";
import { capitol, car, robotArm } from "./motifs-world.ts";
import { at, C, circ, line, rect, type Scene, shadow, spark } from "./svg.ts";

const federal = (): string =>
  at(460, 440, `<g opacity=".22">${shield(C.sky, "none")}</g>`, 3.1) +
  at(460, 470, capitol(), 1.05) +
  at(460, 250, circ(0, 0, 40, C.teal) + check(18), 1) +
  flow("M680 420C760 420 780 300 840 290", C.blue) +
  at(930, 270, cloud(C.white), 0.95) +
  at(930, 255, lock(C.amber, C.deep), 0.45) +
  at(930, 500, server(3, 130), 0.75) +
  shadow(460, 620, 220);

const health = (): string =>
  at(560, 620, hospital(), 1.05) +
  shadow(560, 635, 180) +
  at(210, 400, checklist(180, 230, 4, 3)) +
  at(330, 230, circ(0, 0, 40, C.teal) + line("M-28 0H-12L-4 -16L6 16L14 0H28", C.white)) +
  flow("M310 400H420M700 420H790M620 240C660 190 760 180 820 190", C.teal) +
  at(
    940,
    470,
    phone(
      170,
      250,
      lineChart(-58, -30, 116, 60, [0.4, 0.6, 0.3, 0.8, 0.5, 0.7], C.teal, false) +
        `<g transform="translate(0 -70)">${ecg(110, C.blue, false)}</g>` +
        txt(-58, 60, 80),
    ),
    1,
    6,
  ) +
  at(920, 170, cloud(C.white), 0.8) +
  at(920, 166, shield("url(#gt)", "check"), 0.38);

const automobile = (): string => {
  let belt = card(120, 600, 820, 34, C.navy, 17);
  for (let i = 0; i < 13; i++) belt += circ(150 + i * 63, 617, 9, C.sky, { opacity: 0.6 });
  return (
    belt +
    at(210, 600, robotArm(), 0.9) +
    at(840, 600, `<g transform="scale(-1 1)">${robotArm(C.teal)}</g>`, 0.9) +
    at(520, 568, car(C.blue), 1.15) +
    flow("M540 470C560 380 700 300 840 280", C.teal) +
    at(
      990,
      270,
      card(-140, -110, 280, 220) +
        bars(-110, -78, 130, 110, [0.5, 0.8, 0.65, 0.95], [C.blue, C.teal]) +
        donut(72, -24, 36, 0.72, C.amber) +
        txt(-110, 62, 200) +
        txt(-110, 80, 140),
    ) +
    at(540, 400, spark(18, C.amber))
  );
};

const pharma = (): string => {
  let rack = card(-120, 0, 240, 36, C.deep, 8);
  [C.teal, C.blue, C.amber, C.mint].forEach((c, i) => {
    rack = at(-84 + i * 56, -40, vial(c, i % 2 ? C.deep : C.blue), 0.7) + rack;
  });
  return (
    card(110, 640, 800, 34, C.white, 12) +
    at(300, 230, molecule(), 0.85) +
    at(350, 606, rack) +
    at(640, 550, flask(C.mint), 1.1) +
    at(600, 300, capsule(C.amber, C.white), 0.6, 30) +
    at(470, 420, capsule(C.teal, C.white), 0.5, -35) +
    at(
      860,
      360,
      card(-110, -150, 220, 290, C.white, 10) +
        rect(-110, -150, 220, 40, C.deep, 10) +
        rect(-110, -124, 220, 14, C.deep) +
        bars(-80, -80, 160, 90, [0.6, 0.8, 0.7, 0.9, 0.75], [C.sky, C.blue]) +
        txt(-80, 40, 160) +
        txt(-80, 60, 120) +
        txt(-80, 80, 140),
      1,
      -6,
    ) +
    at(990, 470, checklist(200, 260, 4, 3)) +
    at(1080, 610, circ(0, 0, 36, C.teal) + check(16))
  );
};

export const industryScenesB: Scene[] = [
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
