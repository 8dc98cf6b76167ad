// Product illustrations: cloud, security and data products.
import { bars, card, check, cube, donut, flow, lineChart, slab, txt } from "./motifs-core.ts";
import { alertTri, camera, door, feed, shield } from "./motifs-sec.ts";
import { cloud, database } from "./motifs-tech.ts";
import { factory } from "./motifs-world.ts";
import { at, C, circ, g, line, path, type Scene, spark } from "./svg.ts";

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
  out += line("M600 262V330M430 380V330H770V380", C.deep);
  const xs = [430, 600, 770];
  for (const x of xs) out += line(`M${x} 500V560M${x - 40} 590V560H${x + 40}V590`, C.sky);
  out += at(600, 200, cloud(), 0.95) + at(600, 196, shield("url(#gb)", "check"), 0.32);
  xs.forEach((x, i) => {
    out += at(
      x,
      440,
      card(-70, -55, 140, 110) +
        at(0, -8, cloud(i === 1 ? C.teal : C.blue), 0.32) +
        txt(-40, 30, 80),
    );
    for (const dx of [-40, 40])
      out += at(
        x + dx,
        620,
        cube(
          24,
          26,
          i === 1 ? C.mint : C.sky,
          i === 1 ? C.teal : C.blue,
          i === 1 ? "#0F766E" : C.deep,
        ),
      );
  });
  out += at(
    170,
    420,
    card(-100, -90, 200, 180) +
      at(-50, -10, shield("url(#gt)", "check"), 0.42) +
      txt(0, -40, 70, C.navy) +
      txt(0, -16, 56) +
      txt(0, 8, 64) +
      txt(0, 32, 44),
  );
  out += at(
    1030,
    420,
    card(-100, -90, 200, 180) +
      donut(-40, -24, 32, 0.62, C.amber) +
      bars(14, -60, 70, 70, [0.5, 0.8, 0.6], [C.blue, C.teal]) +
      txt(-70, 40, 140) +
      txt(-70, 60, 90),
  );
  return out + flow("M270 420H350M930 420H850", C.blue);
};

const sentinel = (): string => {
  const scr =
    at(-150, -80, feed(240, 150, "cam")) +
    at(-150, 84, feed(240, 150, "cam2")) +
    at(128, 2, feed(292, 314, "map")) +
    at(
      200,
      -110,
      card(-56, -22, 112, 44, C.amber, 10) +
        at(-30, 1, alertTri(10)) +
        txt(-12, -4, 52, C.white, 8),
    );
  return (
    at(640, 370, card(-310, -190, 620, 380, C.navy) + scr) +
    at(640, 600, path("M-40 0H40L56 50H-56Z", "#CBD5E1") + card(-120, 46, 240, 16, C.s2, 8)) +
    at(340, 190, shield(), 0.55) +
    g({ transform: "translate(180 300) scale(-.75 .75)" }, camera()) +
    at(170, 560, door(140, 230), 0.8) +
    at(250, 440, alertTri(26)) +
    flow("M260 330C300 360 310 380 330 380M230 520C270 520 300 500 330 480", C.blue) +
    at(1060, 170, circ(0, 0, 48, C.teal) + check(20)) +
    flow("M1010 190C980 210 970 220 950 230", C.teal)
  );
};

const orion = (): string => {
  const layers: [number, string, string, string][] = [
    [580, C.sky, C.deep, C.navy],
    [510, C.sky, C.blue, C.deep],
    [440, C.mint, C.teal, "#0F766E"],
    [370, C.white, C.s2, "#CBD5E1"],
  ];
  let out = flow(
    "M290 240C450 240 480 360 600 380M290 430C420 430 500 440 580 450M290 610C420 610 500 540 600 520",
    C.teal,
    true,
  );
  out +=
    at(190, 260, factory(C.deep), 0.45) +
    at(
      190,
      460,
      cube(40, 40, C.mint, C.teal, "#0F766E") +
        line("M-22 -62a30 30 0 0 1 44 0M-36 -76a50 50 0 0 1 72 0", C.teal),
    ) +
    at(190, 610, database(120, 110), 0.7);
  for (const [y, t, l, r] of layers) out += at(780, y, slab(440, 34, t, l, r));
  out += at(780, 370, circ(0, 0, 30, C.amber) + spark(16, C.white));
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
    C.sky,
    false,
    { opacity: 0.8 },
  );
  for (const [x, y] of st) out += at(x, y, spark(10, C.deep));
  return (
    out +
    at(
      1060,
      640,
      card(-90, -56, 180, 112) + lineChart(-66, -30, 132, 60, [0.3, 0.5, 0.4, 0.75, 0.9], C.blue),
    )
  );
};

export const productScenesA: Scene[] = [
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
