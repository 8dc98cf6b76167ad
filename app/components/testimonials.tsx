import type { Testimonial } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * Clients' words as quotes (record 046). Renders nothing when there are none, so a page
 * without testimonials has no empty section and no gap.
 */
export function Testimonials({
  items,
  heading,
  className,
}: {
  items: Testimonial[] | null | undefined;
  heading: string;
  className?: string;
}) {
  if (!items?.length) return null;
  return (
    <section aria-labelledby="testimonials" className={className}>
      <h2 id="testimonials" className="font-bold text-2xl sm:text-3xl">
        {heading}
      </h2>
      <ul className={cn("mt-8 grid gap-6", items.length > 1 && "md:grid-cols-2 lg:grid-cols-3")}>
        {items.map((item) => (
          <li key={item.slug} className="flex">
            <figure className="flex w-full flex-col justify-between rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <blockquote className="text-lg text-slate-800 leading-8">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="block font-semibold text-ink">{item.person}</span>
                <span className="text-slate-600">
                  {[item.role, item.company].filter(Boolean).join(", ")}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
