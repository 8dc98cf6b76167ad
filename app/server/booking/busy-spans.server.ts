import ical, { type CalendarComponent, type VEvent } from "node-ical";
import { zonedInstant } from "~/lib/zoned-time";
import { log } from "../log.server";
import { FeedError } from "./busy-feed-fetch.server";

// What a staff member's own calendar says they are busy with (record 087): the events of an
// iCalendar text, recurring ones expanded, as merged spans of time.

/** A feed's busy spans beyond this many (after merging) are dropped, the latest first. */
export const MAX_BUSY_SPANS = 2000;

export type BusySpan = [startMs: number, endMs: number];

/** A property's value, without the parameters node-ical may wrap it with. */
const plain = (value: unknown) =>
  String(
    (value && typeof value === "object" ? (value as { val?: unknown }).val : value) ?? "",
  ).toUpperCase();

/** Free-time entries (TRANSP:TRANSPARENT) and cancelled ones do not make anyone busy. */
function takesTime(event: Omit<VEvent, "recurrences">): boolean {
  return plain(event.transparency) !== "TRANSPARENT" && plain(event.status) !== "CANCELLED";
}

/**
 * node-ical gives an all-day instance as local midnight of the server's zone; its calendar date
 * is read back the same way, as an all-day event belongs to no zone.
 */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** Sorted, with overlapping and touching spans joined. */
function merged(spans: BusySpan[]): BusySpan[] {
  const out: BusySpan[] = [];
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * The busy spans of `text` that touch [from, to). Recurring events are expanded with their
 * EXDATEs and RECURRENCE-ID overrides; an all-day event takes its whole days in `timeZone`
 * (the staff member's), midnight to midnight. An event node-ical cannot expand is skipped
 * rather than failing the whole feed, and so are this site's own meetings (`isOwnMeeting` by
 * UID): a calendar that subscribes to our feed lists them, and they hold their blocks anyway,
 * but a copy would keep a meeting from moving to a time that overlaps where it was.
 */
export function busySpans(
  text: string,
  timeZone: string,
  range: { from: Date; to: Date },
  isOwnMeeting: (uid: string) => boolean = () => false,
): BusySpan[] {
  const { from, to } = range;
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError("it is not an iCalendar feed.");
  let calendar: Record<string, unknown>;
  try {
    calendar = ical.sync.parseICS(text);
  } catch {
    throw new FeedError("its iCalendar text could not be read.");
  }
  const spans: BusySpan[] = [];
  for (const component of Object.values(calendar)) {
    const event = component as CalendarComponent | undefined;
    if (event?.type !== "VEVENT" || isOwnMeeting(String(event.uid))) continue;
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(event as VEvent, { from, to, expandOngoing: true });
    } catch (err) {
      // One event the library cannot expand (a broken RRULE, say) costs that event, not the feed;
      // logged so that "why am I offered a time I'm busy" has an answer.
      log().warn(
        { err, uid: String(event.uid) },
        "skipped a calendar event that could not be expanded",
      );
      continue;
    }
    for (const instance of instances) {
      if (!takesTime(instance.event)) continue;
      const span: BusySpan = instance.isFullDay
        ? [
            zonedInstant(localDate(instance.start), "00:00", timeZone).getTime(),
            zonedInstant(localDate(instance.end), "00:00", timeZone).getTime(),
          ]
        : [instance.start.getTime(), instance.end.getTime()];
      if (span[1] > span[0] && span[1] > from.getTime() && span[0] < to.getTime()) spans.push(span);
    }
  }
  return merged(spans).slice(0, MAX_BUSY_SPANS);
}
