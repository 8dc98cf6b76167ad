import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { type WeeklyHours, weekdayNames } from "~/lib/booking";
import type { FormResult } from "~/lib/forms/result";
import { DaysOffField } from "./days-off-field";
import { TimeZonePicker } from "./time-zone-picker";

const input =
  "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2";

export type AvailabilityValues = {
  timeZone: string;
  weeklyHours: WeeklyHours;
  datesOff: string[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeHours: number;
  maxPerDay: number;
  meetingLink: string;
  timeZones: string[];
};

function NumberField({
  name,
  label,
  value,
  max,
}: {
  name: string;
  label: string;
  value: number;
  max: number;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`av-${name}`} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={`av-${name}`}
        name={name}
        type="number"
        min={0}
        max={max}
        defaultValue={value}
        className={`${input} w-28`}
      />
    </div>
  );
}

/** The buffers and limits around one's meetings, each a number from 0 up to its `max`. */
const limits = [
  { name: "bufferBeforeMinutes", label: "Buffer before (minutes)", max: 120 },
  { name: "bufferAfterMinutes", label: "Buffer after (minutes)", max: 120 },
  { name: "minNoticeHours", label: "Minimum notice (hours)", max: 336 },
  { name: "maxPerDay", label: "Meetings a day at most", max: 24 },
] as const;

/** One end of a day's hours, named for screen readers ("Monday from"); its error is `-error`. */
function HoursTime({
  name,
  label,
  defaultValue,
  invalid = false,
}: {
  name: string;
  label: string;
  defaultValue: string;
  invalid?: boolean;
}) {
  const id = `av-${name}`;
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        name={name}
        defaultValue={defaultValue}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={input}
      />
    </>
  );
}

/** A staff member's weekly hours (in their own zone), days off, buffers and limits (record 077). */
export function AvailabilityForm({ values }: { values: AvailabilityValues }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const errors = fetcher.data?.fieldErrors ?? {};
  return (
    <fetcher.Form
      method="post"
      aria-label="Availability"
      className="max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="save" />
      <TimeZonePicker
        name="timeZone"
        label="Your time zone"
        zones={values.timeZones}
        defaultValue={values.timeZone}
        error={errors.timeZone}
      />
      <fieldset>
        <legend className="font-semibold text-ink">Weekly hours</legend>
        <div className="mt-2 space-y-2">
          {weekdayNames.map((name, day) => {
            const hours = values.weeklyHours[String(day)]?.[0];
            const error = errors[`end${day}`];
            return (
              <div key={name} className="flex flex-wrap items-center gap-3">
                <label className="inline-flex basis-full items-center gap-2 text-sm sm:w-32 sm:basis-auto">
                  <input
                    type="checkbox"
                    name={`day${day}`}
                    defaultChecked={Boolean(hours)}
                    className="size-4"
                  />
                  {name}
                </label>
                <HoursTime
                  name={`start${day}`}
                  label={`${name} from`}
                  defaultValue={hours?.start ?? "09:00"}
                />
                <span aria-hidden="true">–</span>
                <HoursTime
                  name={`end${day}`}
                  label={`${name} until`}
                  defaultValue={hours?.end ?? "17:00"}
                  invalid={Boolean(error)}
                />
                {error && (
                  <span id={`av-end${day}-error`} className="text-red-700 text-sm">
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        {limits.map(({ name, label, max }) => (
          <NumberField key={name} name={name} label={label} value={values[name]} max={max} />
        ))}
      </div>
      <DaysOffField name="datesOff" defaultValue={values.datesOff} error={errors.datesOff} />
      <div className="flex flex-col gap-1">
        <label htmlFor="av-meetingLink" className="font-medium text-sm">
          Meeting link (a video URL or a phone number)
        </label>
        <input
          id="av-meetingLink"
          name="meetingLink"
          defaultValue={values.meetingLink}
          className={`${input} max-w-lg`}
        />
      </div>
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Save availability
      </Button>
    </fetcher.Form>
  );
}

/** A button that posts one intent and toasts its answer. */
export function IntentButton({
  intent,
  children,
  variant,
}: {
  intent: string;
  children: string;
  variant?: "secondary" | "dangerGhost";
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" className="inline">
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={variant ?? "secondary"}
        disabled={fetcher.state !== "idle"}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}
