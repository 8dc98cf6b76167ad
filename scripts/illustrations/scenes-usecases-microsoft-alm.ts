// Use-case illustrations: Microsoft technologies and application lifecycle management.
import { check, cycle, flow, textBar } from "./motifs-core.ts";
import { person } from "./motifs-life.ts";
import { badge } from "./motifs-sec.ts";
import { rocket } from "./motifs-sites-and-apps.ts";
import { brackets, cloud, gear, kanban, monitor, tiles } from "./motifs-tech.ts";
import { circle, line, palette, place, rect } from "./svg.ts";

/** Microsoft technologies: app tiles on a monitor, linked to the cloud and a team. */
export const microsoft = (): string =>
  place(
    520,
    380,
    monitor(
      460,
      300,
      place(
        0,
        12,
        tiles(4, 2, 74, 18, [palette.blue, palette.teal, palette.deep, palette.sky, palette.amber]),
      ) +
        rect(-218, -138, 436, 26, palette.s1, 0) +
        textBar(-200, -130, 90, palette.blue),
    ),
  ) +
  flow("M760 300C820 260 860 240 900 230M760 420C820 470 860 500 900 510", palette.blue) +
  place(980, 210, cloud(palette.white), 0.8) +
  place(980, 212, gear(34, 8, palette.blue), 1) +
  place(930, 540, person(palette.blue, palette.sky), 0.7) +
  place(1040, 540, person(palette.teal, palette.mint), 0.7) +
  place(985, 600, person(palette.deep, palette.sky), 0.8) +
  place(180, 540, badge(palette.teal), 0.6) +
  flow("M240 500C260 480 270 470 290 460", palette.teal);

/** Application lifecycle management: plan, code, test and release around a kanban board. */
export const alm = (): string => {
  const st: [number, number, string][] = [
    [0, -290, "plan"],
    [290, 0, "code"],
    [0, 290, "test"],
    [-290, 0, "rel"],
  ];
  let out =
    place(600, 400, cycle(290, [palette.blue, palette.teal, palette.amber, palette.deep], 40)) +
    place(600, 410, kanban(300, 200), 1.05);
  for (const [dx, dy, k] of st) {
    const c =
      k === "plan"
        ? palette.deep
        : k === "code"
          ? palette.blue
          : k === "test"
            ? palette.teal
            : palette.amber;
    const ico =
      k === "plan"
        ? rect(-20, -26, 40, 52, palette.white, 6) +
          line("M-9 -12h18M-9 0h18M-9 12h10", palette.deep)
        : k === "code"
          ? brackets(0.6, palette.white)
          : k === "test"
            ? check(18)
            : place(0, 4, rocket(), 0.46, 45);
    out += place(
      600 + dx,
      400 + dy,
      circle(
        0,
        6,
        52,
        c === palette.amber
          ? "#D97706"
          : c === palette.deep
            ? palette.navy
            : c === palette.teal
              ? "#0F766E"
              : palette.deep,
      ) +
        circle(0, 0, 52, c) +
        ico,
    );
  }
  return out;
};
