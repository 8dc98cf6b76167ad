// Product illustrations: customer experience, API and developer platforms.
import { donut, lineChart } from "./motifs-charts.ts";
import {
  appWindow,
  arrow,
  bubble,
  card,
  check,
  chevron,
  cube,
  dots3,
  flow,
  hex,
  slab,
  textBar,
} from "./motifs-core.ts";
import { person } from "./motifs-life.ts";
import { lock } from "./motifs-sec.ts";
import { appUi, headset, rocket } from "./motifs-sites-and-apps.ts";
import { brackets, codeWin, database, gear, laptop, phone, star, tiles } from "./motifs-tech.ts";
import { factory } from "./motifs-world.ts";
import { circle, group, line, palette, place, rect, type Scene, spark } from "./svg.ts";

const pulse = (): string =>
  place(480, 400, laptop(400, 250, appUi(376, 226))) +
  place(
    220,
    500,
    phone(
      140,
      250,
      rect(-52, -84, 80, 30, palette.s2, 12) +
        rect(-28, -40, 80, 30, palette.blue, 12) +
        textBar(-16, -30, 50, palette.sky) +
        rect(-52, 4, 70, 30, palette.s2, 12) +
        place(0, 70, dots3(palette.sky, 18, 5)),
    ),
    1,
    -6,
  ) +
  flow("M700 420C780 420 800 470 860 480", palette.teal) +
  place(
    950,
    270,
    card(-130, -90, 260, 180) +
      donut(-70, -20, 34, 0.8, palette.teal) +
      lineChart(-10, -60, 110, 60, [0.4, 0.55, 0.45, 0.8, 0.7, 0.9], palette.blue, false) +
      place(20, 40, star(10)) +
      place(44, 40, star(10)) +
      place(68, 40, star(10)) +
      place(92, 40, star(10, palette.s2)) +
      textBar(-110, 62, 100),
  ) +
  place(950, 560, person(palette.teal, palette.mint), 1.2) +
  place(950, 560, headset(), 1.2) +
  place(700, 170, bubble(130, 70, palette.white) + dots3(palette.blue, 28, 8)) +
  place(820, 120, spark(14, palette.amber));

const helix = (): string => {
  const wave = (x0: number, x1: number, a: number) => {
    const q = (x1 - x0) / 4;
    return `M${x0} 400Q${x0 + q} ${400 - a * 84} ${x0 + 2 * q} 400T${x1} 400`;
  };
  let out =
    line(wave(300, 490, 1), palette.blue, true) + line(wave(300, 490, -1), palette.teal, true);
  out += line(wave(710, 900, 1), palette.blue, true) + line(wave(710, 900, -1), palette.teal, true);
  out += flow(
    "M240 270C280 330 290 380 300 400M250 540C290 480 290 430 300 400M900 400C920 350 930 300 960 270M900 400C920 450 930 500 960 540M600 180V260M600 540V610",
    palette.blue,
  );
  out +=
    place(190, 250, phone(110, 190, tiles(2, 3, 28, 10)), 0.9) +
    place(
      190,
      560,
      appWindow(190, 140) +
        textBar(-70, -14, 100, palette.blue) +
        textBar(-70, 8, 130) +
        textBar(-70, 28, 90),
    );
  out +=
    place(1010, 250, database(110, 110), 0.85) +
    place(1010, 560, database(110, 110, palette.teal, palette.mint), 0.85);
  out += place(
    600,
    130,
    card(-90, -50, 180, 100) +
      place(-36, 0, person(palette.blue, palette.sky), 0.45) +
      place(36, 0, person(palette.amber, palette.sky), 0.45),
  );
  out += place(600, 690, card(-90, -50, 180, 100) + place(0, 20, factory(palette.deep), 0.26));
  out +=
    place(600, 410, hex(142, palette.deep)) +
    place(
      600,
      400,
      hex(142, "url(#gb)") + hex(104, "none", { stroke: palette.sky, class: "k" }) + brackets(1.1),
    );
  return (
    out +
    place(395, 320, lock(palette.amber, palette.deep), 0.3) +
    place(805, 320, lock(palette.amber, palette.deep), 0.3)
  );
};

const atlas = (): string => {
  let out = place(220, 300, codeWin(260, 180, 5));
  out +=
    line("M110 520H330M160 520C190 520 190 570 230 570H270", palette.deep) +
    circle(140, 520, 12, palette.blue) +
    circle(210, 520, 12, palette.blue) +
    circle(300, 520, 14, palette.amber) +
    circle(250, 570, 10, palette.teal);
  out += flow("M330 520C360 520 360 420 380 420", palette.blue);
  const st: [string, string][] = [
    [palette.blue, "gear"],
    [palette.teal, "check"],
    [palette.deep, "rocket"],
  ];
  st.forEach(([c, k], i) => {
    const x = 390 + i * 150;
    out += chevron(x, 380, 130, 84, shade2(c), i > 0) + chevron(x, 372, 130, 84, c, i > 0);
    const cx = x + 78;
    out +=
      k === "gear"
        ? place(cx, 414, gear(26, 8, palette.white, c))
        : k === "check"
          ? place(cx, 414, check(16))
          : place(cx, 414, rocket(), 0.38, 45);
  });
  out += arrow(850, 414, 900, 440, palette.blue, true);
  out += place(1010, 520, slab(330, 24, palette.white));
  const cubes: [number, number, string, string, string][] = [
    [-60, -10, palette.sky, palette.blue, palette.deep],
    [60, -10, palette.mint, palette.teal, "#0F766E"],
    [0, -40, palette.sky, palette.blue, palette.deep],
    [0, 24, "#FDE68A", palette.amber, "#D97706"],
  ];
  for (const [dx, dy, t, l, r] of cubes) out += place(1010 + dx, 520 + dy, cube(34, 44, t, l, r));
  return group(
    { transform: "translate(0 40)" },
    out + place(1010, 330, circle(0, 0, 34, palette.teal) + check(14)),
  );
};

const shade2 = (c: string) =>
  c === palette.blue ? palette.deep : c === palette.teal ? "#0F766E" : palette.navy;

export const cxApiDevPlatformProductScenes: Scene[] = [
  {
    file: "products/pulse-cx-platform.svg",
    title: "Pulse CX Platform",
    bg: {
      kind: "plain",
      glows: [
        [520, 420, 420],
        [950, 450, 260, true],
      ],
    },
    body: pulse,
  },
  {
    file: "products/helix-api-gateway.svg",
    title: "Helix API Gateway",
    bg: { kind: "dots", glows: [[600, 400, 380]] },
    body: helix,
  },
  {
    file: "products/atlas-dev-platform.svg",
    title: "Atlas Developer Platform",
    bg: { kind: "grid", glows: [[620, 420, 420, true]] },
    body: atlas,
  },
];
