import { Button } from "~/components/ui/button";
import { Field, InputField } from "~/components/ui/field";
import { useFetcherForm } from "~/components/ui/use-fetcher-form";
import { weekdays } from "~/lib/forms/workspace-settings";

export type SettingsValues = {
  digestHour: number;
  businessDays: number[];
  businessStartHour: number;
  businessEndHour: number;
  untouchedAfterHours: number;
};

const hours = Array.from({ length: 25 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** Digest hour and business hours, in the site's time zone. */
export function WorkspaceSettingsForm({
  settings,
  timeZone,
}: {
  settings: SettingsValues;
  timeZone: string;
}) {
  const { fetcher, errors } = useFetcherForm();
  const pending = fetcher.state !== "idle";
  const hourSelect = (name: keyof SettingsValues, max: number) => (control: object) => (
    <select {...control} name={name} defaultValue={String(settings[name])}>
      {hours.slice(0, max + 1).map((h) => (
        <option key={h} value={h}>
          {hourLabel(h)}
        </option>
      ))}
    </select>
  );
  return (
    <fetcher.Form
      method="post"
      noValidate
      aria-label="Workspace settings"
      className="max-w-2xl space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <p className="text-slate-600 text-sm">Times are in the site's time zone ({timeZone}).</p>
      <fieldset disabled={pending} className="grid gap-4 sm:grid-cols-2">
        <Field id="digest-hour" label="Daily digest at" error={errors.digestHour}>
          {hourSelect("digestHour", 23)}
        </Field>
        <InputField
          id="untouched-after"
          label="Untouched after (business hours)"
          error={errors.untouchedAfterHours}
          name="untouchedAfterHours"
          type="number"
          min={1}
          max={200}
          defaultValue={settings.untouchedAfterHours}
        />
        <Field id="business-start" label="Business hours from" error={errors.businessStartHour}>
          {hourSelect("businessStartHour", 23)}
        </Field>
        <Field id="business-end" label="Business hours until" error={errors.businessEndHour}>
          {hourSelect("businessEndHour", 24)}
        </Field>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.days ? "business-days-error" : undefined}
        >
          <legend className="font-medium text-ink text-sm">Business days</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {weekdays.map((day, index) => (
              <label key={day} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`day${index}`}
                  value="on"
                  defaultChecked={settings.businessDays.includes(index)}
                  className="size-4"
                />
                {day}
              </label>
            ))}
          </div>
          {errors.days && (
            <p id="business-days-error" className="mt-1.5 text-red-700 text-sm">
              {errors.days}
            </p>
          )}
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit">{pending ? "Saving..." : "Save settings"}</Button>
        </div>
      </fieldset>
    </fetcher.Form>
  );
}
