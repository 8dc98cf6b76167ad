import {
  bounceRate,
  conversionRate,
  type Figures,
  formatChange,
  formatDuration,
  formatPercent,
  meanVisitSeconds,
} from "~/lib/analytics";

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

type Leads = { total: number; won: number };

/** The headline figures of a period against the one before: visits, then what they brought. */
export function headlines(
  totals: Figures,
  before: Figures,
  leads: Leads,
  previousLeads: Leads,
): Headline[] {
  return [
    {
      label: "Visitors",
      shown: String(totals.visitors),
      now: totals.visitors,
      before: before.visitors,
    },
    {
      label: "Page views",
      shown: String(totals.pageViews),
      now: totals.pageViews,
      before: before.pageViews,
    },
    { label: "Visits", shown: String(totals.visits), now: totals.visits, before: before.visits },
    {
      label: "Bounce rate",
      shown: formatPercent(bounceRate(totals)),
      now: bounceRate(totals),
      before: bounceRate(before),
      lowerIsBetter: true,
    },
    {
      label: "Visit length",
      shown: formatDuration(meanVisitSeconds(totals)),
      now: meanVisitSeconds(totals),
      before: meanVisitSeconds(before),
    },
    { label: "Leads", shown: String(leads.total), now: leads.total, before: previousLeads.total },
    { label: "Won", shown: String(leads.won), now: leads.won, before: previousLeads.won },
    {
      // Visitors who sent a lead per visitor: one basis, never above 100 % (record 097).
      label: "Conversion",
      shown: formatPercent(conversionRate(totals)),
      now: conversionRate(totals),
      before: conversionRate(before),
    },
  ];
}
