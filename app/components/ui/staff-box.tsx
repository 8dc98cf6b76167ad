import type { ReactNode } from "react";

/**
 * How a titled box looks where it stands: a card of the account settings (`setting`), a block of
 * a record's side panel (`sidePanel`), a part of the system page (`status`).
 */
const looks = {
  setting: {
    box: "rounded-xl border border-slate-200 bg-white p-5 sm:p-6",
    Heading: "h2",
    heading: "font-semibold text-ink text-lg",
  },
  sidePanel: {
    box: "rounded-xl border border-slate-200 bg-white",
    Heading: "h3",
    heading:
      "border-slate-200 border-b px-4 py-2 font-semibold text-slate-600 text-xs uppercase tracking-wide",
  },
  status: {
    box: "rounded-xl border border-slate-200 bg-white p-4",
    Heading: "h3",
    heading: "font-semibold text-ink",
  },
} as const;

export type StaffBoxProps = { id: string; title: string; children: ReactNode };

/** A white box under its own heading, which names it for assistive technology. */
export function StaffBox({
  id,
  title,
  look,
  children,
}: StaffBoxProps & { look: keyof typeof looks }) {
  const { box, Heading, heading } = looks[look];
  return (
    <section aria-labelledby={id} className={box}>
      <Heading id={id} className={heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
