import { useFetcher } from "react-router";
import { AvailabilityForm, IntentButton } from "~/components/booking/availability-form";
import { BusyFeedForm } from "~/components/booking/busy-feed-form";
import { MeetingsFeed } from "~/components/booking/meetings-feed";
import { SettingsNav } from "~/components/dashboard/settings-nav";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import {
  busyFeedOf,
  removeBusyFeed,
  saveBusyFeed,
} from "~/server/booking/busy-feed-settings.server";
import {
  availabilityOf,
  listMeetingTypes,
  renewFeed,
  revokeFeed,
  saveAvailability,
  saveMeetingTypes,
  stopBookings,
} from "~/server/booking/staff.server";
import { db } from "~/server/db/index.server";
import { invariantResponse, unknownIntent } from "~/server/http/responses.server";
import type { Route } from "./+types/settings-availability";
import { staffRoute } from "./staff-route.server";

export { settingsMeta as meta } from "~/components/dashboard/settings-nav";
export { pipeHeaders as headers } from "~/server/http/headers.server";

// Every staff member who works a list sets when visitors may book them (record 077); admins
// also set the meeting types' lengths.
const staff = staffRoute("lists");

export const loader = staff.loader(async (viewer) => ({
  availability: await availabilityOf(db(), viewer.id),
  busyFeed: await busyFeedOf(db(), viewer.id),
  types: viewer.role === "admin" ? await listMeetingTypes(db()) : null,
}));

export const action = staff.formAction(async (values, viewer) => {
  switch (values.intent) {
    case "save":
      return saveAvailability(db(), viewer, values);
    case "stop":
      return stopBookings(db(), viewer);
    case "feed-renew":
      return renewFeed(db(), viewer);
    case "feed-revoke":
      return revokeFeed(db(), viewer);
    case "busy-feed-save":
      return saveBusyFeed(db(), viewer, values);
    case "busy-feed-remove":
      return removeBusyFeed(db(), viewer);
    case "types":
      invariantResponse(viewer.role === "admin", "Forbidden", { status: 403 });
      return saveMeetingTypes(db(), values);
    default:
      return unknownIntent;
  }
});

function MeetingTypesForm({ types }: { types: { id: string; name: string; minutes: number }[] }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      aria-label="Meeting types"
      className="flex max-w-3xl flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="intent" value="types" />
      {types.map((type) => (
        <div key={type.id} className="flex flex-col gap-1">
          <label htmlFor={`type-${type.id}`} className="font-medium text-sm">
            {type.name} (minutes)
          </label>
          <input
            id={`type-${type.id}`}
            name={`minutes-${type.id}`}
            type="number"
            min={15}
            max={240}
            step={15}
            defaultValue={type.minutes}
            className="h-9 w-28 rounded-md border border-slate-300 px-2 text-sm"
          />
        </div>
      ))}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        Save lengths
      </Button>
    </fetcher.Form>
  );
}

export default function AvailabilitySettings({ loaderData }: Route.ComponentProps) {
  const { availability, busyFeed, types } = loaderData;
  return (
    <>
      <SettingsNav />
      <h2 className="font-bold text-ink text-lg">My availability</h2>
      <div className="mt-1 mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600 text-sm">
          When visitors may book a meeting with you, in your own time zone.{" "}
          {availability.bookable
            ? "You are offered for meetings."
            : "You are not offered for meetings until you save this."}
        </p>
        {/* Pausing bookings concerns the availability, not the feed beneath (record 118). */}
        {availability.bookable && (
          <IntentButton intent="stop" variant="dangerGhost">
            Stop offering me for meetings
          </IntentButton>
        )}
      </div>
      <AvailabilityForm values={availability} />
      <h3 className="mt-8 font-semibold text-ink">Import busy times</h3>
      <p className="mt-1 mb-3 max-w-3xl text-slate-600 text-sm">
        Connect a calendar you already keep, so that you are not offered when it shows you busy.
      </p>
      <BusyFeedForm feed={busyFeed} bookable={availability.bookable} />
      <h3 className="mt-8 font-semibold text-ink">Your meetings feed</h3>
      <p className="mt-1 mb-3 max-w-3xl text-slate-600 text-sm">
        A private address of your meetings for your calendar app. Anyone with it sees them: make a
        new one, or revoke it, if it was shared.
      </p>
      <MeetingsFeed feedUrl={availability.feedUrl} />
      {types && (
        <>
          <h3 className="mt-8 mb-3 font-semibold text-ink">Meeting types</h3>
          <MeetingTypesForm types={types} />
        </>
      )}
    </>
  );
}
