/** New records per week, as a small server-rendered SVG bar chart (no chart library). */
export function WeeklyChart({
  weeks,
  label,
}: {
  weeks: { week: string; count: number }[];
  label: string;
}) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 360;
  const height = 80;
  const bar = width / weeks.length;
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-slate-600 text-sm">
        {label}: <span className="font-semibold text-ink">{total}</span> in the last {weeks.length}{" "}
        weeks
      </figcaption>
      <svg
        role="img"
        aria-label={`${label} per week: ${weeks.map((w) => `${w.week}: ${w.count}`).join(", ")}`}
        viewBox={`0 0 ${width} ${height + 16}`}
        className="mt-3 h-24 w-full"
        preserveAspectRatio="none"
      >
        {weeks.map((w, i) => {
          const h = Math.round((w.count / max) * height);
          return (
            <rect
              key={w.week}
              x={i * bar + 3}
              y={height - h}
              width={bar - 6}
              height={Math.max(h, 1)}
              rx={2}
              className={i === weeks.length - 1 ? "fill-brand-700" : "fill-brand-600/40"}
            >
              <title>{`Week of ${w.week}: ${w.count}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2={width} y1={height + 0.5} y2={height + 0.5} className="stroke-slate-300" />
      </svg>
    </figure>
  );
}
