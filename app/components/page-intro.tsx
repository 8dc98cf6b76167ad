import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The heading band at the top of a list page; `aside` fills its right half on desktops. */
export function PageIntro({
  eyebrow,
  title,
  children,
  aside,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="border-slate-200 border-b bg-slate-50">
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8",
          aside && "grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16",
        )}
      >
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-bold text-4xl sm:text-5xl">{title}</h1>
          {children && <div className="mt-5 max-w-2xl text-lg text-slate-600">{children}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
