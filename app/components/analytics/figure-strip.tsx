import { formatChange } from "~/lib/analytics";

export type Headline = {
  label: string;
  /** The figure as shown, and the raw values compared with the previous period. */
  shown: string;
  now: number | null;
  before: number | null;
  /** A rise is bad news (bounce rate): its change is shown in the warning colour. */
  lowerIsBetter?: boolean;
};

/** The range's headline figures, each with its change against the previous period. */
export function FigureStrip({ figures, previous }: { figures: Headline[]; previous: string }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 sm:grid-cols-4 xl:grid-cols-8">
      {figures.map((f) => {
        const change = formatChange(f.now, f.before);
        const up = change.startsWith("+") || change === "new";
        const down = change.startsWith("−");
        const good = f.lowerIsBetter ? down : up;
        const bad = f.lowerIsBetter ? up : down;
        return (
          <div key={f.label} className="bg-white px-3 py-2">
            <dt className="text-slate-600 text-xs">{f.label}</dt>
            <dd className="font-semibold text-ink text-xl tabular-nums">{f.shown}</dd>
            <dd className="text-xs">
              <span className={good ? "text-emerald-700" : bad ? "text-red-700" : "text-slate-600"}>
                {change}
              </span>{" "}
              <span className="text-slate-600">vs {previous}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
