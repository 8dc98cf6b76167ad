import { useEffect, useRef } from "react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import type { SlotDay } from "~/lib/booking-view";
import { cn } from "~/lib/cn";

/**
 * The zone the times are shown in (record 077): a plain GET form, so it works without scripts;
 * with them, the browser's own zone replaces the site's default once, and a change applies at once.
 */
export function ZoneSelect({ timeZone, timeZones }: { timeZone: string; timeZones: string[] }) {
  const [params, setParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (params.has("tz")) return;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (detected && detected !== timeZone && timeZones.includes(detected))
      setParams(
        (next) => {
          next.set("tz", detected);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [params, setParams, timeZone, timeZones]);
  return (
    <Form ref={form} method="get" className="flex flex-wrap items-end gap-3" preventScrollReset>
      {[...params.entries()]
        .filter(([name]) => name !== "tz")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="booking-zone" className="font-semibold text-ink text-sm">
          Time zone
        </label>
        <select
          id="booking-zone"
          name="tz"
          defaultValue={timeZone}
          key={timeZone}
          onChange={() => form.current?.requestSubmit()}
          className="h-11 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
        >
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className={buttonStyles({ variant: "secondary" })}>
          Show times
        </button>
      </noscript>
    </Form>
  );
}

/**
 * Free times grouped by day, each a submit button of one plain POST form: keyboard and
 * screen readers go through days (headings) and times (buttons) as through any page.
 */
export function SlotList({
  days,
  timeZone,
  intent,
  empty,
}: {
  days: SlotDay[];
  timeZone: string;
  intent: "book" | "reschedule";
  empty: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (days.length === 0)
    return <p className="rounded-md bg-slate-50 p-4 text-slate-700">{empty}</p>;
  return (
    <Form method="post" className="space-y-8" aria-busy={busy}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="tz" value={timeZone} />
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h3 id={`day-${day.date}`} className="font-semibold text-ink text-lg">
            {day.label}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="submit"
                  name="start"
                  value={slot.start}
                  disabled={busy}
                  aria-label={`${day.label} at ${slot.time}`}
                  className={cn(
                    buttonStyles({ variant: "secondary", size: "md" }),
                    "w-full tabular-nums hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2",
                  )}
                >
                  {slot.time}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Form>
  );
}
