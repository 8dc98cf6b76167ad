import { site } from "~/content/site";
import type { DayChoice, SlotDay, TimeChoice } from "~/lib/booking-view";
import { zonedParts } from "~/lib/zoned-time";
import { meetingTime } from "./meeting-mail.server";
import type { Slot } from "./slots.server";

const zones = new Set(Intl.supportedValuesOf("timeZone"));

/** Every zone Intl knows, for the zone select; UTC first is not needed, it is in the list. */
export const timeZoneNames = [...zones, "UTC"].filter((zone, i, all) => all.indexOf(zone) === i);

/** The zone a visitor asked for, if real; else the site's (the server cannot guess theirs). */
export function visitorZone(asked: string | null | undefined): string {
  return asked && (zones.has(asked) || asked === "UTC") ? asked : site.timeZone;
}

/** Free slots grouped by the day they fall on in `timeZone`, labelled as a person reads them. */
export function slotDays(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const dayLabel = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const timeLabel = new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" });
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = zonedParts(slot.start, timeZone).date;
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: dayLabel.format(slot.start), slots: [] };
      days.push(day);
    }
    day.slots.push({ start: slot.start.toISOString(), time: timeLabel.format(slot.start) });
  }
  return days;
}

/**
 * The day picker's state from the page's address (record 117): the days with free times, the
 * asked day (else the first), and the asked start if it is still offered, to confirm. A start
 * that is no longer free is dropped, so the visitor sees the day's times instead.
 */
export function timeChoice(
  slots: readonly Slot[],
  params: URLSearchParams,
  timeZone: string,
): TimeChoice {
  const grouped = slotDays(slots, timeZone);
  const short = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" });
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" });
  const days: DayChoice[] = grouped.map((day) => {
    const first = new Date(day.slots[0]?.start ?? day.date);
    return {
      date: day.date,
      weekday: weekday.format(first),
      short: short.format(first),
      label: day.label,
      count: day.slots.length,
    };
  });
  const asked = Date.parse(params.get("start") ?? "");
  const offered = slots.find((slot) => slot.start.getTime() === asked);
  const dayOfStart = offered ? zonedParts(offered.start, timeZone).date : null;
  const wanted = dayOfStart ?? params.get("day");
  const day = grouped.find((d) => d.date === wanted) ?? grouped[0] ?? null;
  return {
    days,
    day,
    chosen: offered
      ? { start: offered.start.toISOString(), when: meetingTime(offered.start, timeZone) }
      : null,
    zoneDecided: visitorZone(params.get("tz")) === params.get("tz"),
  };
}
