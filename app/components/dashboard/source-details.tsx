import type { LeadSource } from "~/lib/dashboard";
import { sourceGroup, sourceRows } from "~/lib/lead-source";

/** Where a lead came from: the first page visited, the referring site and campaign tags. */
export function SourceDetails({ source }: { source: LeadSource | null }) {
  const rows = sourceRows(source);
  return (
    <section aria-labelledby="lead-source" className="mt-8">
      <h3 id="lead-source" className="font-semibold text-lg">
        Source <span className="font-normal text-slate-600 text-sm">({sourceGroup(source)})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">Not recorded.</p>
      ) : (
        <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-slate-500 text-sm">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
