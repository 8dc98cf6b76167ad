import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A white box on a staff page under its own heading, which names it for assistive technology:
 * publishing, history, sending, retention. `dense` sets its parts closer together.
 */
export function Panel({
  id,
  title,
  level = 3,
  dense = false,
  anchor,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
  dense?: boolean;
  /** The section's own id, where a link leads to it. */
  anchor?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={cn(
        dense ? "space-y-2" : "space-y-3",
        "rounded-lg border border-slate-200 bg-white p-4",
      )}
    >
      <Heading id={id} className="font-semibold text-ink">
        {title}
      </Heading>
      {children}
    </section>
  );
}
