import { useState } from "react";
import { type SourceSeries, seriesCount, sourceSeries, weekLabel, yScale } from "~/lib/chart-scale";
import type { WeeklyCount } from "~/lib/dashboard";
import { YGrid } from "../chart-grid";

const W = 720;
const H = 210;
const M = { top: 20, right: 8, bottom: 44, left: 40 };
const plotW = W - M.left - M.right;
const plotH = H - M.top - M.bottom;

/**
 * New records per week: a server-rendered SVG bar chart with axes, week labels, each week's
 * figures on hover or keyboard focus, an optional split by source (stacked), and the same
 * figures as a table for screen readers. Hand-rolled: no chart library (docs/decisions).
 */
export function WeeklyChart({ weeks, label }: { weeks: WeeklyCount[]; label: string }) {
  const [bySource, setBySource] = useState(false);
  const series = sourceSeries(weeks);
  const canSplit = series.length > 0;
  const split = bySource && canSplit;
  const { ticks, y } = yScale(Math.max(0, ...weeks.map((w) => w.count)), M.top, plotH);
  const band = plotW / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const describe = (w: WeeklyCount) =>
    `Week of ${weekLabel(w.week)}: ${w.count}` +
    (split
      ? ` (${series.map((s) => `${s.name} ${seriesCount(w.sources, s, series)}`).join(", ")})`
      : "");

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <figcaption className="text-slate-600 text-sm">
          {label}: <span className="font-semibold text-ink">{total}</span> in the last{" "}
          {weeks.length} weeks
        </figcaption>
        {canSplit && (
          <button
            type="button"
            aria-pressed={split}
            onClick={() => setBySource(!bySource)}
            className="rounded-md border border-slate-300 px-2.5 py-1 font-medium text-slate-700 text-sm hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            Split by source
          </button>
        )}
      </div>
      {split && <Legend series={series} />}
      <div className="mt-3 overflow-x-auto">
        <svg
          aria-label={`${label} per week; the figures are also in the table that follows`}
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full min-w-[560px] max-w-3xl text-slate-600"
        >
          <YGrid ticks={ticks} y={y} left={M.left} right={W - M.right} textClass="text-[12px]" />
          <text
            transform={`translate(11 ${M.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-current text-[12px]"
          >
            New per week
          </text>
          {weeks.map((w, i) => (
            <Bar
              key={w.week}
              week={w}
              x={M.left + i * band}
              band={band}
              y={y}
              series={split ? series : null}
              latest={i === weeks.length - 1}
              text={describe(w)}
            />
          ))}
          <line
            x1={M.left}
            x2={W - M.right}
            y1={M.top + plotH + 0.5}
            y2={M.top + plotH + 0.5}
            className="stroke-slate-400"
          />
          <text
            x={M.left + plotW / 2}
            y={H - 4}
            textAnchor="middle"
            className="fill-current text-[12px]"
          >
            Week starting (Monday)
          </text>
        </svg>
      </div>
      <table className="sr-only">
        <caption>{label} per week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">New</th>
            {split &&
              series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <th scope="row">{weekLabel(w.week)}</th>
              <td>{w.count}</td>
              {split &&
                series.map((s) => <td key={s.name}>{seriesCount(w.sources, s, series)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Bar({
  week,
  x,
  band,
  y,
  series,
  latest,
  text,
}: {
  week: WeeklyCount;
  x: number;
  band: number;
  y: (n: number) => number;
  series: SourceSeries[] | null;
  latest: boolean;
  text: string;
}) {
  const barX = x + band * 0.15;
  const barW = band * 0.7;
  const base = y(0);
  let stacked = 0;
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a labelled graphic that keyboard users can focus to read its figures
    <g tabIndex={0} role="img" aria-label={text} className="group outline-none">
      <title>{text}</title>
      <rect x={x} y={M.top} width={band} height={plotH} className="fill-transparent" />
      {series ? (
        series.map((s) => {
          const n = seriesCount(week.sources, s, series);
          const from = stacked;
          stacked += n;
          return n ? (
            <rect
              key={s.name}
              x={barX}
              y={y(stacked)}
              width={barW}
              height={y(from) - y(stacked)}
              fill={s.color}
            />
          ) : null;
        })
      ) : (
        <rect
          x={barX}
          y={y(week.count)}
          width={barW}
          height={Math.max(base - y(week.count), week.count ? 1 : 0)}
          className={latest ? "fill-brand-700" : "fill-brand-600/60"}
        />
      )}
      <rect
        x={x + 1}
        y={M.top - 18}
        width={band - 2}
        height={plotH + 18}
        rx={3}
        className="fill-none stroke-2 stroke-transparent group-focus-visible:stroke-brand-700"
      />
      <text
        x={x + band / 2}
        y={y(week.count) - 5}
        textAnchor="middle"
        className="fill-ink font-semibold text-[12px] opacity-0 group-hover:opacity-100 group-focus:opacity-100"
      >
        {week.count}
      </text>
      <text x={x + band / 2} y={base + 16} textAnchor="middle" className="fill-current text-[12px]">
        {weekLabel(week.week)}
      </text>
    </g>
  );
}

function Legend({ series }: { series: SourceSeries[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm">
      {series.map((s) => (
        <li key={s.name} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
            <rect width="10" height="10" rx="2" fill={s.color} />
          </svg>
          {s.name} ({s.total})
        </li>
      ))}
    </ul>
  );
}
