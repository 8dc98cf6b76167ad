import type { ReactNode } from "react";

/**
 * A table or chart wider than a phone scrolls sideways inside its card; it takes keyboard focus
 * so it can be scrolled without a pointer (WCAG 2.1.1), and is named after what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </section>
  );
}
