import { yScale } from "~/lib/chart-scale";
import { YGrid } from "../chart-grid";
import { CsvLink } from "./csv-link";
import { ScrollRegion } from "./scroll-region";

type Day = { day: string; pageViews: number; visitors: number; visits: number };

const W = 960;
const H = 220;
const M = { top: 14, right: 10, bottom: 30, left: 44 };
const plotW = W - M.left - M.right;
const plotH = H - M.top - M.bottom;

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Page views per day as bars and visitors as a line: an SVG drawn on the server (no chart
 * library), the same figures in a table for screen readers, and a CSV of them.
 */
export function DailyChart({ days, csvHref }: { days: Day[]; csvHref: string }) {
  const { ticks, y } = yScale(Math.max(0, ...days.map((d) => d.pageViews)), M.top, plotH);
  const band = plotW / Math.max(1, days.length);
  const every = Math.max(1, Math.ceil(days.length / 8));
  const line = days
    .map(
      (d, i) =>
        `${i ? "L" : "M"}${(M.left + (i + 0.5) * band).toFixed(1)} ${y(d.visitors).toFixed(1)}`,
    )
    .join(" ");
  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold text-ink text-sm">Page views by day</figcaption>
        <div className="flex items-center gap-4 text-slate-600 text-xs">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-brand-600/70" />
            Page views
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-0.5 w-3 bg-amber-600" />
            Visitors
          </span>
          <CsvLink href={csvHref} label="Page views by day" />
        </div>
      </div>
      <ScrollRegion label="Page views by day, chart">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${W} ${H}`}
          className="mt-2 h-auto w-full min-w-[640px] text-slate-500"
        >
          <YGrid ticks={ticks} y={y} left={M.left} right={W - M.right} textClass="text-[11px]" />
          {days.map((d, i) => (
            <g key={d.day}>
              <title>{`${shortDay(d.day)}: ${d.pageViews} page views, ${d.visitors} visitors`}</title>
              <rect
                x={M.left + i * band + band * 0.15}
                y={y(d.pageViews)}
                width={Math.max(1, band * 0.7)}
                height={Math.max(0, y(0) - y(d.pageViews))}
                className="fill-brand-600/70"
              />
              {i % every === 0 && (
                <text
                  x={M.left + (i + 0.5) * band}
                  y={H - 10}
                  textAnchor="middle"
                  className="fill-current text-[11px]"
                >
                  {shortDay(d.day)}
                </text>
              )}
            </g>
          ))}
          <path d={line} className="fill-none stroke-2 stroke-amber-600" />
          <line
            x1={M.left}
            x2={W - M.right}
            y1={y(0) + 0.5}
            y2={y(0) + 0.5}
            className="stroke-slate-400"
          />
        </svg>
      </ScrollRegion>
      <table className="sr-only">
        <caption>Page views and visitors by day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Page views</th>
            <th scope="col">Visitors</th>
            <th scope="col">Visits</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{d.pageViews}</td>
              <td>{d.visitors}</td>
              <td>{d.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
