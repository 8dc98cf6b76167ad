// Use-case illustrations: software development, cloud and AI.
import { arrow, bubble, card, check, cube, cycle, flow, slab, txt, win } from "./motifs-core.ts";
import { appUi, chip, docStack, rocket, wireframe } from "./motifs-extra.ts";
import { person } from "./motifs-life.ts";
import { badge } from "./motifs-sec.ts";
import {
  brackets,
  cloud,
  codeWin,
  container,
  database,
  gear,
  kanban,
  monitor,
  mug,
  phone,
  server,
  tiles,
} from "./motifs-tech.ts";
import { at, C, circ, line, rect, type Scene, shadow, spark } from "./svg.ts";

const java = (): string => {
  const pos: [number, number, string][] = [
    [-130, -20, C.blue],
    [0, -80, C.teal],
    [130, -20, C.blue],
    [0, 40, C.deep],
    [-130, 100, C.teal],
    [130, 100, C.amber],
  ];
  let out = at(720, 520, slab(640, 26));
  out += line(
    "M590 480L720 420L850 480L720 540ZM590 480L590 600M850 480L850 600M720 540L590 600M720 540L850 600",
    C.sky,
  );
  for (const [dx, dy, c] of pos) out += at(720 + dx, 480 + dy, container(120, 64, c), 0.9);
  out += at(360, 210, codeWin(260, 170, 5));
  out += at(960, 200, circ(0, 8, 56, "#CBD5E1") + circ(0, 0, 56, C.white) + brackets(0.75, C.blue));
  return (
    out +
    shadow(250, 640, 110) +
    at(240, 560, mug(C.white), 1.15) +
    rect(196, 544, 88, 10, C.blue, 5)
  );
};

const chatgpt = (): string => {
  const inner =
    at(70, -100, bubble(200, 56, C.blue, "r") + txt(-74, -6, 140, C.sky)) +
    at(
      -60,
      0,
      bubble(240, 92, C.s1) +
        at(-84, -20, spark(14, C.teal)) +
        txt(-60, -26, 150, C.navy) +
        txt(-60, -4, 170) +
        txt(-60, 18, 120),
    ) +
    at(90, 110, bubble(150, 50, C.blue, "r") + txt(-50, -5, 100, C.sky));
  return (
    at(440, 410, win(460, 420) + inner) +
    flow("M680 330C740 300 760 300 780 300M860 330C900 380 930 410 940 430", C.teal) +
    at(820, 290, circ(0, 0, 52, "url(#gt)") + spark(28, C.white)) +
    at(840, 230, spark(12, C.amber)) +
    at(990, 560, docStack(), 1) +
    at(
      1080,
      300,
      circ(0, 6, 40, "#CBD5E1") +
        circ(0, 0, 40, C.white) +
        circ(-6, -6, 15, "none", { stroke: C.blue, class: "b" }) +
        line("M7 7l12 12", C.blue, true),
    )
  );
};

const aws = (): string => {
  const svc = (c: string, k: string) =>
    card(-44, -44, 88, 88, c, 16) +
    (k === "c"
      ? at(0, 0, chip(C.white), 0.5)
      : k === "s"
        ? at(0, 2, cube(20, 22, C.white, C.sky, "#BFDBFE"))
        : at(0, 0, database(44, 40, C.white, C.sky)));
  return (
    at(250, 560, slab(320, 22)) +
    at(200, 500, server(4, 120), 0.75) +
    at(300, 540, server(3, 120), 0.75) +
    flow("M330 420C400 280 520 250 600 270", C.blue, true) +
    arrow(590, 266, 640, 282, C.blue, false, true) +
    at(820, 360, cloud(C.white), 2.25) +
    at(690, 400, svc(C.blue, "c")) +
    at(820, 400, svc(C.teal, "s")) +
    at(950, 400, svc(C.deep, "d")) +
    at(820, 250, spark(20, C.amber))
  );
};

const custom = (): string =>
  at(300, 380, wireframe(330, 250)) +
  arrow(500, 380, 580, 380, C.amber, false, true) +
  at(540, 330, spark(16, C.amber)) +
  at(820, 360, appUi(420, 290)) +
  at(
    1020,
    510,
    phone(
      130,
      230,
      rect(-47, -86, 94, 56, "url(#gb)", 8) +
        txt(-38, -72, 60, C.white, 8) +
        rect(-47, -18, 94, 36, C.s1, 8) +
        circ(-30, 0, 10, C.teal) +
        rect(-47, 30, 94, 36, C.s1, 8) +
        circ(-30, 48, 10, C.amber) +
        rect(-30, 80, 60, 14, C.blue, 7),
    ),
    1,
    4,
  );

const microsoft = (): string =>
  at(
    520,
    380,
    monitor(
      460,
      300,
      at(0, 12, tiles(4, 2, 74, 18, [C.blue, C.teal, C.deep, C.sky, C.amber])) +
        rect(-218, -138, 436, 26, C.s1, 0) +
        txt(-200, -130, 90, C.blue),
    ),
  ) +
  flow("M760 300C820 260 860 240 900 230M760 420C820 470 860 500 900 510", C.blue) +
  at(980, 210, cloud(C.white), 0.8) +
  at(980, 212, gear(34, 8, C.blue), 1) +
  at(930, 540, person(C.blue, C.sky), 0.7) +
  at(1040, 540, person(C.teal, C.mint), 0.7) +
  at(985, 600, person(C.deep, C.sky), 0.8) +
  at(180, 540, badge(C.teal), 0.6) +
  flow("M240 500C260 480 270 470 290 460", C.teal);

const alm = (): string => {
  const st: [number, number, string][] = [
    [0, -290, "plan"],
    [290, 0, "code"],
    [0, 290, "test"],
    [-290, 0, "rel"],
  ];
  let out =
    at(600, 400, cycle(290, [C.blue, C.teal, C.amber, C.deep], 40)) +
    at(600, 410, kanban(300, 200), 1.05);
  for (const [dx, dy, k] of st) {
    const c = k === "plan" ? C.deep : k === "code" ? C.blue : k === "test" ? C.teal : C.amber;
    const ico =
      k === "plan"
        ? rect(-20, -26, 40, 52, C.white, 6) + line("M-9 -12h18M-9 0h18M-9 12h10", C.deep)
        : k === "code"
          ? brackets(0.6, C.white)
          : k === "test"
            ? check(18)
            : at(0, 4, rocket(), 0.46, 45);
    out += at(
      600 + dx,
      400 + dy,
      circ(
        0,
        6,
        52,
        c === C.amber ? "#D97706" : c === C.deep ? C.navy : c === C.teal ? "#0F766E" : C.deep,
      ) +
        circ(0, 0, 52, c) +
        ico,
    );
  }
  return out;
};

export const devUseCaseScenes: Scene[] = [
  {
    file: "use-cases/java-development.svg",
    title: "Java development",
    bg: { kind: "dots", glows: [[700, 420, 400]] },
    body: java,
  },
  {
    file: "use-cases/chatgpt-openai-integration.svg",
    title: "ChatGPT and OpenAI integration",
    bg: { kind: "grid", glows: [[600, 400, 420, true]] },
    body: chatgpt,
  },
  {
    file: "use-cases/aws-cloud-solutions.svg",
    title: "AWS cloud solutions",
    bg: {
      kind: "plain",
      glows: [
        [820, 380, 420],
        [250, 520, 220, true],
      ],
    },
    body: aws,
  },
  {
    file: "use-cases/custom-software-development.svg",
    title: "Custom software development",
    bg: { kind: "dots", glows: [[760, 400, 420]] },
    body: custom,
  },
  {
    file: "use-cases/microsoft-technologies.svg",
    title: "Microsoft technologies",
    bg: { kind: "grid", glows: [[560, 380, 420]] },
    body: microsoft,
  },
  {
    file: "use-cases/application-lifecycle-management.svg",
    title: "Application lifecycle management",
    bg: { kind: "plain", glows: [[600, 400, 360, true]] },
    body: alm,
  },
];
