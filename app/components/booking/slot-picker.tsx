import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import type { TimeChoice } from "~/lib/booking-view";
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
 * The page's address with some parameters set (null removes one), keeping the rest but the
 * "that time was just taken" notice, which belongs to the visit it was shown on.
 */
function withParams(params: URLSearchParams, set: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  next.delete("taken");
  for (const [name, value] of Object.entries(set))
    if (value === null) next.delete(name);
    else next.set(name, value);
  return `?${next}`;
}

const chip =
  "rounded-md border focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2";

/**
 * The day picker, that day's times, and the confirm step (record 117), Calendly's order: a day,
 * then a time, then one more tap that books. Days and times are links (`?day=`, `?start=`), so
 * the picker works without scripts and keeps the page short on a phone; only the confirm posts.
 * The address keeps `tz` only once the zone is decided, so a tap before the browser's zone is
 * known shows the confirm in the zone the page switches to, never books in the site's.
 */
export function TimePicker({
  choice,
  timeZone,
  intent,
  empty,
}: {
  choice: TimeChoice;
  timeZone: string;
  intent: "book" | "reschedule";
  empty: string;
}) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const chosen = choice.chosen?.start;
  useEffect(() => {
    if (chosen) confirmHeading.current?.focus();
  }, [chosen]);
  if (choice.days.length === 0 || !choice.day)
    return <p className="rounded-md bg-slate-50 p-4 text-slate-700">{empty}</p>;
  const day = choice.day;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <nav aria-label="Days with free times">
        <h3 className="font-semibold text-ink">Choose a day</h3>
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-5">
          {choice.days.map((option) => {
            const current = option.date === day.date;
            return (
              <li key={option.date}>
                <Link
                  to={withParams(params, { day: option.date, start: null })}
                  preventScrollReset
                  aria-current={current ? "date" : undefined}
                  className={cn(
                    chip,
                    "flex min-h-14 flex-col items-center justify-center px-1 py-1.5 text-center leading-tight",
                    current
                      ? "border-brand-700 bg-brand-700 text-white"
                      : "border-slate-300 bg-white text-ink hover:border-brand-700",
                  )}
                >
                  <span className="text-xs">{option.weekday}</span>
                  <span className="font-semibold text-sm tabular-nums">{option.short}</span>
                  <span className="sr-only">
                    , {option.count} free {option.count === 1 ? "time" : "times"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="times-title">
        {choice.chosen ? (
          <div className="rounded-lg border border-brand-700 bg-brand-50 p-5">
            <h3
              id="times-title"
              ref={confirmHeading}
              tabIndex={-1}
              className="font-semibold text-ink text-lg focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {intent === "book" ? "Confirm your time" : "Confirm the new time"}
            </h3>
            <p className="mt-2 text-ink" data-testid="chosen-time">
              {choice.chosen.when}
            </p>
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="tz" value={timeZone} />
              <input type="hidden" name="start" value={choice.chosen.start} />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className={buttonStyles({ variant: "primary" })}
              >
                {intent === "book" ? "Book this time" : "Move to this time"}
              </button>
              <Link
                to={withParams(params, { start: null })}
                preventScrollReset
                className="rounded font-semibold text-brand-700 underline"
              >
                Choose another time
              </Link>
            </Form>
          </div>
        ) : (
          <>
            <h3 id="times-title" className="font-semibold text-ink">
              {day.label}
            </h3>
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <Link
                    to={withParams(params, { day: day.date, start: slot.start })}
                    preventScrollReset
                    aria-label={`${day.label} at ${slot.time}`}
                    className={cn(
                      buttonStyles({ variant: "secondary", size: "md" }),
                      "w-full px-2 tabular-nums hover:border-brand-700 hover:text-brand-700",
                    )}
                  >
                    {slot.time}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
