// Product illustrations: cloud, security and data products.
import { bars, donut, lineChart } from "./motifs-charts.ts";
import { card, check, cube, flow, slab, textBar } from "./motifs-core.ts";
import { alertTri, camera, door, feed, shield } from "./motifs-sec.ts";
import { cloud, database } from "./motifs-tech.ts";
import { factory } from "./motifs-world.ts";
import { circle, group, line, palette, path, place, type Scene, spark } from "./svg.ts";

const aurora = (): string => {
  let out =
    path(
      "M0 190C220 90 420 250 640 170S1000 80 1200 150V220C1000 160 820 260 620 240S220 170 0 260Z",
      "url(#aur)",
      { opacity: 0.55 },
    ) +
    path(
      "M0 120C260 60 460 170 700 110S1040 50 1200 90V120C1040 90 860 170 680 160S240 100 0 170Z",
      "url(#aur)",
      { opacity: 0.35 },
    );
  out += line("M600 262V330M430 380V330H770V380", palette.deep);
  const xs = [430, 600, 770];
  for (const x of xs) out += line(`M${x} 500V560M${x - 40} 590V560H${x + 40}V590`, palette.sky);
  out += place(600, 200, cloud(), 0.95) + place(600, 196, shield("url(#gb)", "check"), 0.32);
  xs.forEach((x, i) => {
    out += place(
      x,
      440,
      card(-70, -55, 140, 110) +
        place(0, -8, cloud(i === 1 ? palette.teal : palette.blue), 0.32) +
        textBar(-40, 30, 80),
    );
    for (const dx of [-40, 40])
      out += place(
        x + dx,
        620,
        cube(
          24,
          26,
          i === 1 ? palette.mint : palette.sky,
          i === 1 ? palette.teal : palette.blue,
          i === 1 ? "#0F766E" : palette.deep,
        ),
      );
  });
  out += place(
    170,
    420,
    card(-100, -90, 200, 180) +
      place(-50, -10, shield("url(#gt)", "check"), 0.42) +
      textBar(0, -40, 70, palette.navy) +
      textBar(0, -16, 56) +
      textBar(0, 8, 64) +
      textBar(0, 32, 44),
  );
  out += place(
    1030,
    420,
    card(-100, -90, 200, 180) +
      donut(-40, -24, 32, 0.62, palette.amber) +
      bars(14, -60, 70, 70, [0.5, 0.8, 0.6], [palette.blue, palette.teal]) +
      textBar(-70, 40, 140) +
      textBar(-70, 60, 90),
  );
  return out + flow("M270 420H350M930 420H850", palette.blue);
};

const sentinel = (): string => {
  const scr =
    place(-150, -80, feed(240, 150, "cam")) +
    place(-150, 84, feed(240, 150, "cam2")) +
    place(128, 2, feed(292, 314, "map")) +
    place(
      200,
      -110,
      card(-56, -22, 112, 44, palette.amber, 10) +
        place(-30, 1, alertTri(10)) +
        textBar(-12, -4, 52, palette.white, 8),
    );
  return (
    place(640, 370, card(-310, -190, 620, 380, palette.navy) + scr) +
    place(
      640,
      600,
      path("M-40 0H40L56 50H-56Z", "#CBD5E1") + card(-120, 46, 240, 16, palette.s2, 8),
    ) +
    place(340, 190, shield(), 0.55) +
    group({ transform: "translate(180 300) scale(-.75 .75)" }, camera()) +
    place(170, 560, door(140, 230), 0.8) +
    place(250, 440, alertTri(26)) +
    flow("M260 330C300 360 310 380 330 380M230 520C270 520 300 500 330 480", palette.blue) +
    place(1060, 170, circle(0, 0, 48, palette.teal) + check(20)) +
    flow("M1010 190C980 210 970 220 950 230", palette.teal)
  );
};

const orion = (): string => {
  const layers: [number, string, string, string][] = [
    [580, palette.sky, palette.deep, palette.navy],
    [510, palette.sky, palette.blue, palette.deep],
    [440, palette.mint, palette.teal, "#0F766E"],
    [370, palette.white, palette.s2, "#CBD5E1"],
  ];
  let out = flow(
    "M290 240C450 240 480 360 600 380M290 430C420 430 500 440 580 450M290 610C420 610 500 540 600 520",
    palette.teal,
    true,
  );
  out +=
    place(190, 260, factory(palette.deep), 0.45) +
    place(
      190,
      460,
      cube(40, 40, palette.mint, palette.teal, "#0F766E") +
        line("M-22 -62a30 30 0 0 1 44 0M-36 -76a50 50 0 0 1 72 0", palette.teal),
    ) +
    place(190, 610, database(120, 110), 0.7);
  for (const [y, t, l, r] of layers) out += place(780, y, slab(440, 34, t, l, r));
  out += place(780, 370, circle(0, 0, 30, palette.amber) + spark(16, palette.white));
  const st: [number, number][] = [
    [960, 80],
    [1100, 100],
    [1010, 150],
    [1040, 158],
    [1070, 166],
    [980, 240],
    [1110, 230],
  ];
  out += line(
    "M960 80L1010 150L1070 166L1100 100M1010 150L980 240M1070 166L1110 230",
    palette.sky,
    false,
    { opacity: 0.8 },
  );
  for (const [x, y] of st) out += place(x, y, spark(10, palette.deep));
  return (
    out +
    place(
      1060,
      640,
      card(-90, -56, 180, 112) +
        lineChart(-66, -30, 132, 60, [0.3, 0.5, 0.4, 0.75, 0.9], palette.blue),
    )
  );
};

export const cloudSecurityDataProductScenes: Scene[] = [
  {
    file: "products/aurora-cloud-suite.svg",
    title: "Aurora Cloud Suite",
    bg: { kind: "plain", glows: [[600, 380, 420]] },
    body: aurora,
  },
  {
    file: "products/sentinel-security-hub.svg",
    title: "Sentinel Security Hub",
    bg: { kind: "grid", glows: [[640, 380, 440]] },
    body: sentinel,
  },
  {
    file: "products/orion-data-lake.svg",
    title: "Orion Data Lake",
    bg: { kind: "dots", glows: [[780, 450, 400, true]] },
    body: orion,
  },
];
