// Product illustrations: customer experience, API and developer platforms.
import {
  arrow,
  bubble,
  card,
  check,
  chevron,
  cube,
  donut,
  dots3,
  flow,
  hex,
  lineChart,
  slab,
  txt,
  win,
} from "./motifs-core.ts";
import { appUi, headset, rocket } from "./motifs-extra.ts";
import { person } from "./motifs-life.ts";
import { lock } from "./motifs-sec.ts";
import { brackets, codeWin, database, gear, laptop, phone, star, tiles } from "./motifs-tech.ts";
import { factory } from "./motifs-world.ts";
import { at, C, circ, g, line, rect, type Scene, spark } from "./svg.ts";

const pulse = (): string =>
  at(480, 400, laptop(400, 250, appUi(376, 226))) +
  at(
    220,
    500,
    phone(
      140,
      250,
      rect(-52, -84, 80, 30, C.s2, 12) +
        rect(-28, -40, 80, 30, C.blue, 12) +
        txt(-16, -30, 50, C.sky) +
        rect(-52, 4, 70, 30, C.s2, 12) +
        at(0, 70, dots3(C.sky, 18, 5)),
    ),
    1,
    -6,
  ) +
  flow("M700 420C780 420 800 470 860 480", C.teal) +
  at(
    950,
    270,
    card(-130, -90, 260, 180) +
      donut(-70, -20, 34, 0.8, C.teal) +
      lineChart(-10, -60, 110, 60, [0.4, 0.55, 0.45, 0.8, 0.7, 0.9], C.blue, false) +
      at(20, 40, star(10)) +
      at(44, 40, star(10)) +
      at(68, 40, star(10)) +
      at(92, 40, star(10, C.s2)) +
      txt(-110, 62, 100),
  ) +
  at(950, 560, person(C.teal, C.mint), 1.2) +
  at(950, 560, headset(), 1.2) +
  at(700, 170, bubble(130, 70, C.white) + dots3(C.blue, 28, 8)) +
  at(820, 120, spark(14, C.amber));

const helix = (): string => {
  const wave = (x0: number, x1: number, a: number) => {
    const q = (x1 - x0) / 4;
    return `M${x0} 400Q${x0 + q} ${400 - a * 84} ${x0 + 2 * q} 400T${x1} 400`;
  };
  let out = line(wave(300, 490, 1), C.blue, true) + line(wave(300, 490, -1), C.teal, true);
  out += line(wave(710, 900, 1), C.blue, true) + line(wave(710, 900, -1), C.teal, true);
  out += flow(
    "M240 270C280 330 290 380 300 400M250 540C290 480 290 430 300 400M900 400C920 350 930 300 960 270M900 400C920 450 930 500 960 540M600 180V260M600 540V610",
    C.blue,
  );
  out +=
    at(190, 250, phone(110, 190, tiles(2, 3, 28, 10)), 0.9) +
    at(190, 560, win(190, 140) + txt(-70, -14, 100, C.blue) + txt(-70, 8, 130) + txt(-70, 28, 90));
  out +=
    at(1010, 250, database(110, 110), 0.85) +
    at(1010, 560, database(110, 110, C.teal, C.mint), 0.85);
  out += at(
    600,
    130,
    card(-90, -50, 180, 100) +
      at(-36, 0, person(C.blue, C.sky), 0.45) +
      at(36, 0, person(C.amber, C.sky), 0.45),
  );
  out += at(600, 690, card(-90, -50, 180, 100) + at(0, 20, factory(C.deep), 0.26));
  out +=
    at(600, 410, hex(142, C.deep)) +
    at(
      600,
      400,
      hex(142, "url(#gb)") + hex(104, "none", { stroke: C.sky, class: "k" }) + brackets(1.1),
    );
  return out + at(395, 320, lock(C.amber, C.deep), 0.3) + at(805, 320, lock(C.amber, C.deep), 0.3);
};

const atlas = (): string => {
  let out = at(220, 300, codeWin(260, 180, 5));
  out +=
    line("M110 520H330M160 520C190 520 190 570 230 570H270", C.deep) +
    circ(140, 520, 12, C.blue) +
    circ(210, 520, 12, C.blue) +
    circ(300, 520, 14, C.amber) +
    circ(250, 570, 10, C.teal);
  out += flow("M330 520C360 520 360 420 380 420", C.blue);
  const st: [string, string][] = [
    [C.blue, "gear"],
    [C.teal, "check"],
    [C.deep, "rocket"],
  ];
  st.forEach(([c, k], i) => {
    const x = 390 + i * 150;
    out += chevron(x, 380, 130, 84, shade2(c), i > 0) + chevron(x, 372, 130, 84, c, i > 0);
    const cx = x + 78;
    out +=
      k === "gear"
        ? at(cx, 414, gear(26, 8, C.white, c))
        : k === "check"
          ? at(cx, 414, check(16))
          : at(cx, 414, rocket(), 0.38, 45);
  });
  out += arrow(850, 414, 900, 440, C.blue, true);
  out += at(1010, 520, slab(330, 24, C.white));
  const cubes: [number, number, string, string, string][] = [
    [-60, -10, C.sky, C.blue, C.deep],
    [60, -10, C.mint, C.teal, "#0F766E"],
    [0, -40, C.sky, C.blue, C.deep],
    [0, 24, "#FDE68A", C.amber, "#D97706"],
  ];
  for (const [dx, dy, t, l, r] of cubes) out += at(1010 + dx, 520 + dy, cube(34, 44, t, l, r));
  return g(
    { transform: "translate(0 40)" },
    out + at(1010, 330, circ(0, 0, 34, C.teal) + check(14)),
  );
};

const shade2 = (c: string) => (c === C.blue ? C.deep : c === C.teal ? "#0F766E" : C.navy);

export const productScenesB: Scene[] = [
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
