// Case-study illustrations.
import { bars, card, check, donut, flow, slab, txt } from "./motifs-core.ts";
import { meter } from "./motifs-extra.ts";
import { capsule, vial } from "./motifs-life.ts";
import { alertTri, checklist, feed, shield } from "./motifs-sec.ts";
import { monitor } from "./motifs-tech.ts";
import { bolt, capitol, factory, house, plane, pylon, robotArm } from "./motifs-world.ts";
import { wall } from "./scenes-usecases-sap-sec.ts";
import { at, C, circ, line, path, rect, type Scene, spark } from "./svg.ts";

const aeroSupply = (): string =>
  at(560, 540, slab(600, 26)) +
  flow(
    "M250 250C350 250 380 420 420 470M250 570C320 570 360 560 400 550M700 470C760 420 800 360 860 340",
    C.blue,
  ) +
  at(170, 260, factory(C.deep), 0.5) +
  at(170, 600, factory(C.blue), 0.5) +
  at(420, 560, robotArm(C.amber), 0.55) +
  at(720, 560, `<g transform="scale(-1 1)">${robotArm(C.teal)}</g>`, 0.55) +
  at(570, 520, plane(), 1.15, 90) +
  at(
    1000,
    340,
    card(-150, -130, 300, 260) +
      donut(-70, -50, 44, 0.35, C.amber) +
      at(-70, -50, alertTri(14)) +
      bars(10, -100, 110, 100, [0.4, 0.7, 0.55, 0.9], [C.blue, C.teal]) +
      txt(-120, 40, 240) +
      txt(-120, 62, 180) +
      rect(-120, 84, 70, 18, C.teal, 9) +
      rect(-40, 84, 70, 18, C.amber, 9),
  ) +
  at(1000, 150, spark(18, C.amber));

const smartGrid = (): string =>
  path("M0 640C240 600 460 660 700 640S1000 600 1200 640V800H0Z", C.mint, { opacity: 0.3 }) +
  at(140, 690, house(C.white, C.blue), 1.5) +
  at(330, 710, house(C.white, C.teal), 1.3) +
  at(215, 520, meter(), 0.75) +
  at(400, 560, meter(), 0.65) +
  at(360, 330, pylon(), 0.8) +
  at(520, 600, card(-50, -40, 100, 80, C.white, 10) + bolt(C.amber, 0.45)) +
  flow(
    "M240 490C300 400 560 380 600 340M400 520C480 480 560 440 600 400M580 590C620 560 640 520 620 460",
    C.teal,
  ) +
  at(
    860,
    320,
    monitor(
      460,
      300,
      at(-60, 0, feed(300, 260, "map")) +
        circ(-30, -40, 34, C.amber, { opacity: 0.35 }) +
        circ(-30, -40, 10, C.amber) +
        circ(30, 50, 22, C.amber, { opacity: 0.35 }) +
        bars(110, -100, 90, 90, [0.5, 0.8, 0.6], [C.blue, C.teal]) +
        donut(155, 60, 30, 0.75),
    ),
  ) +
  at(1060, 120, circ(0, 0, 30, C.amber) + bolt(C.white, 0.35));

const gxp = (): string => {
  let rec =
    card(-170, -220, 340, 440) +
    rect(-170, -220, 340, 56, C.deep, 14) +
    rect(-170, -184, 340, 20, C.deep) +
    txt(-140, -200, 120, C.white, 12);
  for (let i = 0; i < 5; i++) {
    const y = -138 + i * 40;
    rec +=
      rect(-140, y, 280, 30, i % 2 ? C.white : C.s1, 6) +
      txt(-126, y + 10, 80, C.sky) +
      txt(-20, y + 10, 60) +
      circ(120, y + 15, 7, i < 4 ? C.teal : C.amber);
  }
  rec +=
    line("M-130 150c20-40 40-40 40-10s20 10 40-20 30-10 30 10 20 0 40-10", C.blue) +
    line("M-140 176H60", "#CBD5E1");
  rec += at(
    110,
    150,
    circ(0, 0, 40, C.teal) +
      circ(0, 0, 30, "none", { stroke: C.white, class: "k", opacity: 0.6 }) +
      check(14),
  );
  let trail = line("M700 270V590", C.sky);
  for (let i = 0; i < 4; i++)
    trail +=
      circ(700, 290 + i * 96, 12, i < 3 ? C.teal : C.amber) + circ(700, 290 + i * 96, 5, C.white);
  return (
    at(470, 420, rec) +
    trail +
    at(890, 430, checklist(250, 320, 4, 3)) +
    at(170, 560, vial(C.teal, C.blue), 1) +
    at(170, 270, capsule(C.amber, C.white), 0.7, -30) +
    at(1070, 170, shield("url(#gt)", "check"), 0.45)
  );
};

const fedSecurity = (): string => {
  const sites: [number, number][] = [
    [170, 230],
    [1030, 230],
    [190, 610],
    [1010, 610],
  ];
  let out = flow(
    "M260 250C330 260 300 300 340 300M940 250C870 260 900 300 860 300M280 600C340 580 320 440 340 420M920 600C860 580 880 440 860 420",
    C.blue,
  );
  for (const [x, y] of sites) out += at(x, y, capitol(), 0.42);
  out += at(600, 360, wall(3, 2, 150, 96, ["cam", "map", "cam2", "line", "cam2", "alert"]));
  out += at(600, 560, rect(-40, 0, 80, 60, "#CBD5E1") + card(-160, 56, 320, 18, C.s2, 9));
  return out + at(600, 170, shield(), 0.55) + at(600, 700, spark(16, C.amber));
};

export const caseStudyScenes: Scene[] = [
  {
    file: "case-studies/aerospace-supply-chain-optimization.svg",
    title: "Aerospace supply chain optimization",
    bg: { kind: "grid", glows: [[560, 460, 420]], avoid: [[840, 200, 1160, 480]] },
    body: aeroSupply,
  },
  {
    file: "case-studies/utility-smart-grid-analytics.svg",
    title: "Utility smart grid analytics",
    bg: {
      kind: "plain",
      glows: [
        [860, 320, 400],
        [300, 500, 260, true],
      ],
    },
    body: smartGrid,
  },
  {
    file: "case-studies/pharma-gxp-compliance-system.svg",
    title: "Pharma GxP compliance system",
    bg: { kind: "dots", glows: [[560, 420, 420, true]] },
    body: gxp,
  },
  {
    file: "case-studies/federal-agency-unified-security.svg",
    title: "Federal agency unified security",
    bg: { kind: "grid", glows: [[600, 360, 420]] },
    body: fedSecurity,
  },
];
