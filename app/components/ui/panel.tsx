import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * How a titled box looks where it stands: a part of a staff page such as publishing, history,
 * sending or retention (`panel`, where `dense` sets its parts closer together); a card of the
 * account settings (`setting`); a block of a record's side panel (`sidePanel`); a part of the
 * system page (`status`).
 */
const looks = {
  panel: {
    box: "rounded-lg border border-slate-200 bg-white p-4",
    level: 3,
    heading: "font-semibold text-ink",
  },
  setting: {
    box: "rounded-xl border border-slate-200 bg-white p-5 sm:p-6",
    level: 2,
    heading: "font-semibold text-ink text-lg",
  },
  sidePanel: {
    box: "rounded-xl border border-slate-200 bg-white",
    level: 3,
    heading:
      "border-slate-200 border-b px-4 py-2 font-semibold text-slate-600 text-xs uppercase tracking-wide",
  },
  status: {
    box: "rounded-xl border border-slate-200 bg-white p-4",
    level: 3,
    heading: "font-semibold text-ink",
  },
} as const;

export type PanelProps = {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

/** A white box on a staff page under its own heading, which names it for assistive technology. */
export function Panel({
  id,
  title,
  look = "panel",
  level,
  dense = false,
  anchor,
  children,
}: PanelProps & {
  look?: keyof typeof looks;
  /** The heading's level in the page's outline, where it is not the look's. */
  level?: 2 | 3;
  dense?: boolean;
  /** The section's own id, where a link leads to it. */
  anchor?: string;
  children: ReactNode;
}) {
  const shape = looks[look];
  const Heading = (level ?? shape.level) === 2 ? "h2" : "h3";
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={look === "panel" ? cn(dense ? "space-y-2" : "space-y-3", shape.box) : shape.box}
    >
      <Heading id={id} className={shape.heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
