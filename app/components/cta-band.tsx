import type { ReactNode } from "react";

/**
 * The closing call to action: a full-width brand band with a heading, a line and buttons. A page
 * has at most one, so its heading's id is fixed.
 */
export function CtaBand({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  /** The band's buttons (accent or inverted variants read well on it). */
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-band" className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div>
          <h2 id="cta-band" className="font-bold text-3xl text-white">
            {heading}
          </h2>
          <p className="mt-3 text-brand-100 text-lg">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
