import { createElement } from "react";
import type { IconShape } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * A content item's icon inside a tinted square. Decorative: the item's title names it. Drawn
 * like lucide-react's icons, from shapes the loader sends, so no icon set is bundled.
 */
export function ContentIcon({ shape, tone }: { shape: IconShape; tone?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-lg",
        tone ?? "bg-brand-50 text-brand-700",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-6"
      >
        {shape.map(([tag, attrs]) => createElement(tag, attrs))}
      </svg>
    </span>
  );
}
