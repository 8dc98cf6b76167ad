import { site } from "~/content/site";
import type { SlotDay } from "~/lib/booking-view";
import { zonedParts } from "~/lib/zoned-time";
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
