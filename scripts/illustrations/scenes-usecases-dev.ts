// Use-case illustrations: software development, cloud and AI.
import { appWindow, arrow, bubble, card, cube, flow, slab, textBar } from "./motifs-core.ts";
import { appUi, chip, docStack, wireframe } from "./motifs-sites-and-apps.ts";
import {
  brackets,
  cloud,
  codeWin,
  container,
  database,
  mug,
  phone,
  server,
} from "./motifs-tech.ts";
import { alm, microsoft } from "./scenes-usecases-microsoft-alm.ts";
import { circle, line, palette, place, rect, type Scene, shadow, spark } from "./svg.ts";

const java = (): string => {
  const pos: [number, number, string][] = [
    [-130, -20, palette.blue],
    [0, -80, palette.teal],
    [130, -20, palette.blue],
    [0, 40, palette.deep],
    [-130, 100, palette.teal],
    [130, 100, palette.amber],
  ];
  let out = place(720, 520, slab(640, 26));
  out += line(
    "M590 480L720 420L850 480L720 540ZM590 480L590 600M850 480L850 600M720 540L590 600M720 540L850 600",
    palette.sky,
  );
  for (const [dx, dy, c] of pos) out += place(720 + dx, 480 + dy, container(120, 64, c), 0.9);
  out += place(360, 210, codeWin(260, 170, 5));
  out += place(
    960,
    200,
    circle(0, 8, 56, "#CBD5E1") + circle(0, 0, 56, palette.white) + brackets(0.75, palette.blue),
  );
  return (
    out +
    shadow(250, 640, 110) +
    place(240, 560, mug(palette.white), 1.15) +
    rect(196, 544, 88, 10, palette.blue, 5)
  );
};

const chatgpt = (): string => {
  const inner =
    place(70, -100, bubble(200, 56, palette.blue, "r") + textBar(-74, -6, 140, palette.sky)) +
    place(
      -60,
      0,
      bubble(240, 92, palette.s1) +
        place(-84, -20, spark(14, palette.teal)) +
        textBar(-60, -26, 150, palette.navy) +
        textBar(-60, -4, 170) +
        textBar(-60, 18, 120),
    ) +
    place(90, 110, bubble(150, 50, palette.blue, "r") + textBar(-50, -5, 100, palette.sky));
  return (
    place(440, 410, appWindow(460, 420) + inner) +
    flow("M680 330C740 300 760 300 780 300M860 330C900 380 930 410 940 430", palette.teal) +
    place(820, 290, circle(0, 0, 52, "url(#gt)") + spark(28, palette.white)) +
    place(840, 230, spark(12, palette.amber)) +
    place(990, 560, docStack(), 1) +
    place(
      1080,
      300,
      circle(0, 6, 40, "#CBD5E1") +
        circle(0, 0, 40, palette.white) +
        circle(-6, -6, 15, "none", { stroke: palette.blue, class: "b" }) +
        line("M7 7l12 12", palette.blue, true),
    )
  );
};

const aws = (): string => {
  const svc = (c: string, k: string) =>
    card(-44, -44, 88, 88, c, 16) +
    (k === "c"
      ? place(0, 0, chip(palette.white), 0.5)
      : k === "s"
        ? place(0, 2, cube(20, 22, palette.white, palette.sky, "#BFDBFE"))
        : place(0, 0, database(44, 40, palette.white, palette.sky)));
  return (
    place(250, 560, slab(320, 22)) +
    place(200, 500, server(4, 120), 0.75) +
    place(300, 540, server(3, 120), 0.75) +
    flow("M330 420C400 280 520 250 600 270", palette.blue, true) +
    arrow(590, 266, 640, 282, palette.blue, false, true) +
    place(820, 360, cloud(palette.white), 2.25) +
    place(690, 400, svc(palette.blue, "c")) +
    place(820, 400, svc(palette.teal, "s")) +
    place(950, 400, svc(palette.deep, "d")) +
    place(820, 250, spark(20, palette.amber))
  );
};

const custom = (): string =>
  place(300, 380, wireframe(330, 250)) +
  arrow(500, 380, 580, 380, palette.amber, false, true) +
  place(540, 330, spark(16, palette.amber)) +
  place(820, 360, appUi(420, 290)) +
  place(
    1020,
    510,
    phone(
      130,
      230,
      rect(-47, -86, 94, 56, "url(#gb)", 8) +
        textBar(-38, -72, 60, palette.white, 8) +
        rect(-47, -18, 94, 36, palette.s1, 8) +
        circle(-30, 0, 10, palette.teal) +
        rect(-47, 30, 94, 36, palette.s1, 8) +
        circle(-30, 48, 10, palette.amber) +
        rect(-30, 80, 60, 14, palette.blue, 7),
    ),
    1,
    4,
  );

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
