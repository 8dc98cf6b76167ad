import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import {
  eventLabel,
  modesOf,
  type NotificationEvent,
  type NotificationMode,
  notificationModes,
} from "~/lib/notifications";

type Modes = Partial<Record<NotificationEvent, NotificationMode>>;

function EventChoice({ event, mode }: { event: NotificationEvent; mode: NotificationMode }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 border-slate-100 border-b py-2 last:border-b-0">
      <legend className="float-left w-full font-medium text-ink text-sm sm:w-64">
        {eventLabel(event)}
      </legend>
      {modesOf(event).map((value) => (
        <label key={value} className="inline-flex min-h-6 items-center gap-1.5 text-sm">
          <input
            type="radio"
            name={`mode:${event}`}
            value={value}
            defaultChecked={mode === value}
            className="size-4"
          />
          {notificationModes[value]}
        </label>
      ))}
    </fieldset>
  );
}

/** One staff member's choice, per event, of how they hear of it (record 083). */
export function NotificationSettingsForm({ modes }: { modes: Modes }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const events = Object.entries(modes) as [NotificationEvent, NotificationMode][];
  const mine = events.filter(([event]) => !event.startsWith("new-lead:"));
  const newLeads = events.filter(([event]) => event.startsWith("new-lead:"));
  return (
    <fetcher.Form
      method="post"
      aria-label="Notification settings"
      className="max-w-4xl space-y-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {[
        ["My leads", mine],
        ["New leads", newLeads],
      ].map(([title, list]) => (
        <section key={title as string} aria-label={title as string}>
          <h3 className="font-semibold text-slate-700 text-xs uppercase tracking-wide">
            {title as string}
          </h3>
          {(list as [NotificationEvent, NotificationMode][]).map(([event, mode]) => (
            <EventChoice key={event} event={event} mode={mode} />
          ))}
        </section>
      ))}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Save notifications
      </Button>
    </fetcher.Form>
  );
}
