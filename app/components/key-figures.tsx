import type { Figure } from "~/content/figures";

/**
 * Key figures beside a listing page's heading: a column on desktops, three across on tablets,
 * compact rows (figure, then label) on phones. Text only, so nothing shifts as the page loads.
 */
export function KeyFigures({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <section
      aria-label={label}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <dl className="grid gap-3 sm:grid-cols-3 sm:gap-8 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-slate-200">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-row-reverse items-baseline justify-end gap-3 sm:flex-col-reverse sm:items-start sm:justify-start sm:gap-0 lg:py-5 lg:first:pt-0 lg:last:pb-0"
          >
            <dt className="text-slate-600 text-sm sm:mt-1">{figure.label}</dt>
            <dd className="w-20 shrink-0 font-bold text-2xl text-brand-700 tracking-tight sm:w-auto sm:text-4xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
