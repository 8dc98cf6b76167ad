import { Form, Link } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { type DayRange, daysIn, rangePresets } from "~/lib/analytics";
import { cn } from "~/lib/cn";

const input = "h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";

/** The period: one-click spans back from today, or any two days (a GET form, no script). */
export function RangeForm({ range, today }: { range: DayRange; today: string }) {
  const span = range.to === today ? daysIn(range) : null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <nav aria-label="Period" className="flex flex-wrap gap-1">
        {rangePresets.map((days) => (
          <Link
            key={days}
            to={`?days=${days}`}
            aria-current={span === days ? "page" : undefined}
            className={cn(
              "rounded-md border px-2.5 py-1 text-sm",
              span === days
                ? "border-brand-600 bg-brand-50 font-semibold text-brand-800"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
            )}
          >
            {days === 365 ? "Last year" : `Last ${days} days`}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex items-center gap-1 text-slate-700 text-sm">
          From
          <input type="date" name="from" defaultValue={range.from} max={today} className={input} />
        </label>
        <label className="flex items-center gap-1 text-slate-700 text-sm">
          To
          <input type="date" name="to" defaultValue={range.to} max={today} className={input} />
        </label>
        <button
          type="submit"
          className={buttonStyles({ size: "sm", variant: "secondary", className: "h-8" })}
        >
          Show
        </button>
      </Form>
    </div>
  );
}
