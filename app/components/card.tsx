import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IconShape } from "~/content/types";
import { cn } from "~/lib/cn";
import { ContentIcon } from "./content-icon";

/**
 * A card whose title links to `to`; the link's overlay makes the whole card clickable
 * while keeping one link per card for keyboard and screen-reader users.
 */
export function LinkCard({
  to,
  icon,
  iconTone,
  title,
  children,
  cta,
  eyebrow,
  headingLevel = 2,
}: {
  to: string;
  /** The icon's shapes, from `iconShape` on the server. */
  icon: IconShape;
  /** Background and text colour classes of the icon tile. */
  iconTone?: string;
  title: string;
  children: ReactNode;
  cta?: string;
  eyebrow?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-within:border-brand-600">
      <ContentIcon shape={icon} tone={iconTone} />
      {eyebrow && (
        <p className="mt-5 font-semibold text-slate-500 text-xs uppercase tracking-wider">
          {eyebrow}
        </p>
      )}
      <Heading className={cn("font-semibold text-lg", eyebrow ? "mt-1" : "mt-5")}>
        <Link to={to} className="rounded after:absolute after:inset-0 after:rounded-xl">
          {title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{children}</p>
      {cta && (
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm"
        >
          {cta}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      )}
    </div>
  );
}
