import { useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";

/**
 * A date and time in the site's time zone, posted with `intent` "schedule" (publish an item,
 * send an issue); the server's complaint about the time shows under the field.
 */
export function ScheduleForm({
  id,
  name,
  label,
  timeZone,
  hidden = {},
  seconds = false,
}: {
  id: string;
  /** The time's form field, and the key of its error. */
  name: string;
  /** What happens at the time: "Publish at", "Send at". */
  label: string;
  timeZone: string;
  /** Other values the action needs (the item's revision). */
  hidden?: Record<string, string | number>;
  /** Whether seconds can be given (an item's exact publish time). */
  seconds?: boolean;
}) {
  const fetcher = useFetcher<FormResult>();
  const [error, setError] = useState<string | undefined>();
  useResultToast(fetcher.data, (result) => setError(result.fieldErrors?.[name]));
  const errorId = `${id}-error`;
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="schedule" />
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="block font-medium text-sm">
        {label} ({timeZone.replace("_", " ")} time)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="datetime-local"
          name={name}
          step={seconds ? 1 : undefined}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-9 rounded-md border border-slate-300 px-2 text-sm aria-invalid:border-red-600"
        />
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          Schedule
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
