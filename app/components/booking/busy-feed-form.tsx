import { useFetcher } from "react-router";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { BUSY_FEED_URL_MAX, busyFeedForm } from "~/lib/forms/busy-feed";
import { fieldNames } from "~/lib/forms/fields";
import type { FormResult } from "~/lib/forms/result";
import { IntentButton } from "./availability-form";

const field = fieldNames(busyFeedForm.schema);

export type BusyFeedValues = {
  url: string;
  readAt: string | null;
  error: string | null;
  waiting: boolean;
} | null;

/** Whether and when the feed was read, and why not if the last read failed. */
function FeedStatus({ feed }: { feed: NonNullable<BusyFeedValues> }) {
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      {feed.waiting && <p className="text-slate-600">Not read yet: it is read within a minute.</p>}
      {feed.readAt && (
        <p className="text-slate-600">
          Last read <time dateTime={feed.readAt}>{formatDateTime(feed.readAt)}</time>.
        </p>
      )}
      {feed.error && <p className="text-red-700">Could not read the feed: {feed.error}</p>}
    </div>
  );
}

/**
 * The address of a calendar the staff member already keeps (record 087): times it shows them
 * busy are not offered to visitors. Read on the server every few minutes.
 */
export function BusyFeedForm({ feed, bookable }: { feed: BusyFeedValues; bookable: boolean }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const error = fetcher.data?.fieldErrors?.busyFeedUrl;
  const described = ["busy-feed-hint", error && "busy-feed-error"].filter(Boolean).join(" ");
  return (
    <div className="max-w-3xl space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      {/* The server's messages say what is wrong, the same in every browser. */}
      <fetcher.Form method="post" noValidate aria-label="Import busy times" className="space-y-3">
        <input type="hidden" name="intent" value="busy-feed-save" />
        <div className="flex flex-col gap-1">
          <label htmlFor="busy-feed-url" className="font-medium text-sm">
            Calendar feed (iCalendar URL)
          </label>
          <p id="busy-feed-hint" className="text-slate-600 text-sm">
            The private address of a calendar you already keep, ending in .ics (for a webcal://
            address, write https:// instead). It is read every few minutes; times it shows you busy
            are not offered to visitors. Events marked free are not counted.
          </p>
          <input
            // A saved or removed address replaces what was typed.
            key={feed?.url ?? ""}
            id="busy-feed-url"
            name={field("busyFeedUrl")}
            type="url"
            inputMode="url"
            maxLength={BUSY_FEED_URL_MAX}
            defaultValue={feed?.url ?? ""}
            placeholder="https://calendar.example.com/private/basic.ics"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          />
          {error && (
            <p id="busy-feed-error" className="text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          Save calendar feed
        </Button>
        {!bookable && <p className="text-slate-600 text-sm">Save your availability first.</p>}
      </fetcher.Form>
      {feed && <FeedStatus feed={feed} />}
      {feed && (
        <IntentButton intent="busy-feed-remove" variant="dangerGhost">
          Remove the calendar feed
        </IntentButton>
      )}
    </div>
  );
}
