// Case-study illustrations.
import { bars, donut } from "./motifs-charts.ts";
import { card, check, flow, slab, textBar } from "./motifs-core.ts";
import { capsule, vial } from "./motifs-life.ts";
import { alertTri, checklist, feed, shield } from "./motifs-sec.ts";
import { meter } from "./motifs-sites-and-apps.ts";
import { monitor } from "./motifs-tech.ts";
import { bolt, capitol, factory, house, plane, pylon, robotArm } from "./motifs-world.ts";
import { wall } from "./scenes-usecases-sap-sec.ts";
import { circle, line, palette, path, place, rect, type Scene, spark } from "./svg.ts";

const aeroSupply = (): string =>
  place(560, 540, slab(600, 26)) +
  flow(
    "M250 250C350 250 380 420 420 470M250 570C320 570 360 560 400 550M700 470C760 420 800 360 860 340",
    palette.blue,
  ) +
  place(170, 260, factory(palette.deep), 0.5) +
  place(170, 600, factory(palette.blue), 0.5) +
  place(420, 560, robotArm(palette.amber), 0.55) +
  place(720, 560, `<g transform="scale(-1 1)">${robotArm(palette.teal)}</g>`, 0.55) +
  place(570, 520, plane(), 1.15, 90) +
  place(
    1000,
    340,
    card(-150, -130, 300, 260) +
      donut(-70, -50, 44, 0.35, palette.amber) +
      place(-70, -50, alertTri(14)) +
      bars(10, -100, 110, 100, [0.4, 0.7, 0.55, 0.9], [palette.blue, palette.teal]) +
      textBar(-120, 40, 240) +
      textBar(-120, 62, 180) +
      rect(-120, 84, 70, 18, palette.teal, 9) +
      rect(-40, 84, 70, 18, palette.amber, 9),
  ) +
  place(1000, 150, spark(18, palette.amber));

const smartGrid = (): string =>
  path("M0 640C240 600 460 660 700 640S1000 600 1200 640V800H0Z", palette.mint, { opacity: 0.3 }) +
  place(140, 690, house(palette.white, palette.blue), 1.5) +
  place(330, 710, house(palette.white, palette.teal), 1.3) +
  place(215, 520, meter(), 0.75) +
  place(400, 560, meter(), 0.65) +
  place(360, 330, pylon(), 0.8) +
  place(520, 600, card(-50, -40, 100, 80, palette.white, 10) + bolt(palette.amber, 0.45)) +
  flow(
    "M240 490C300 400 560 380 600 340M400 520C480 480 560 440 600 400M580 590C620 560 640 520 620 460",
    palette.teal,
  ) +
  place(
    860,
    320,
    monitor(
      460,
      300,
      place(-60, 0, feed(300, 260, "map")) +
        circle(-30, -40, 34, palette.amber, { opacity: 0.35 }) +
        circle(-30, -40, 10, palette.amber) +
        circle(30, 50, 22, palette.amber, { opacity: 0.35 }) +
        bars(110, -100, 90, 90, [0.5, 0.8, 0.6], [palette.blue, palette.teal]) +
        donut(155, 60, 30, 0.75),
    ),
  ) +
  place(1060, 120, circle(0, 0, 30, palette.amber) + bolt(palette.white, 0.35));

const gxp = (): string => {
  let rec =
    card(-170, -220, 340, 440) +
    rect(-170, -220, 340, 56, palette.deep, 14) +
    rect(-170, -184, 340, 20, palette.deep) +
    textBar(-140, -200, 120, palette.white, 12);
  for (let i = 0; i < 5; i++) {
    const y = -138 + i * 40;
    rec +=
      rect(-140, y, 280, 30, i % 2 ? palette.white : palette.s1, 6) +
      textBar(-126, y + 10, 80, palette.sky) +
      textBar(-20, y + 10, 60) +
      circle(120, y + 15, 7, i < 4 ? palette.teal : palette.amber);
  }
  rec +=
    line("M-130 150c20-40 40-40 40-10s20 10 40-20 30-10 30 10 20 0 40-10", palette.blue) +
    line("M-140 176H60", "#CBD5E1");
  rec += place(
    110,
    150,
    circle(0, 0, 40, palette.teal) +
      circle(0, 0, 30, "none", { stroke: palette.white, class: "k", opacity: 0.6 }) +
      check(14),
  );
  let trail = line("M700 270V590", palette.sky);
  for (let i = 0; i < 4; i++)
    trail +=
      circle(700, 290 + i * 96, 12, i < 3 ? palette.teal : palette.amber) +
      circle(700, 290 + i * 96, 5, palette.white);
  return (
    place(470, 420, rec) +
    trail +
    place(890, 430, checklist(250, 320, 4, 3)) +
    place(170, 560, vial(palette.teal, palette.blue), 1) +
    place(170, 270, capsule(palette.amber, palette.white), 0.7, -30) +
    place(1070, 170, shield("url(#gt)", "check"), 0.45)
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
    palette.blue,
  );
  for (const [x, y] of sites) out += place(x, y, capitol(), 0.42);
  out += place(600, 360, wall(3, 2, 150, 96, ["cam", "map", "cam2", "line", "cam2", "alert"]));
  out += place(600, 560, rect(-40, 0, 80, 60, "#CBD5E1") + card(-160, 56, 320, 18, palette.s2, 9));
  return out + place(600, 170, shield(), 0.55) + place(600, 700, spark(16, palette.amber));
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
