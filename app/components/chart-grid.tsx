/**
 * The horizontal grid lines of a hand-drawn SVG chart (no chart library, docs/decisions), each
 * with its value at the left of the plot area.
 */
export function YGrid({
  ticks,
  y,
  left,
  right,
  textClass,
}: {
  ticks: number[];
  y: (n: number) => number;
  /** Where the plot area starts and ends across. */
  left: number;
  right: number;
  /** The labels' text size. */
  textClass: string;
}) {
  return ticks.map((t) => (
    <g key={t}>
      <line x1={left} x2={right} y1={y(t)} y2={y(t)} className="stroke-slate-200" />
      <text x={left - 6} y={y(t) + 4} textAnchor="end" className={`fill-current ${textClass}`}>
        {t}
      </text>
    </g>
  ));
}
