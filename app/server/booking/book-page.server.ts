import { data, redirect } from "react-router";
import type { refusals, TimeChoice } from "~/lib/booking-view";
import { zonedParts } from "~/lib/zoned-time";
import { db as defaultDb } from "../db/index.server";
import { privateNoStore } from "../http/headers.server";
import {
  bookedMeeting,
  bookingLead,
  bookMeeting,
  isBookingKind,
  offeredSlots,
} from "./booking.server";
import { limitBookingPost } from "./booking-limit.server";
import { type CalendarLinks, calendarLinks } from "./calendar-links.server";
import { openBookingLink } from "./link-page.server";
import { mailView } from "./mail-view.server";
import { manageUrl } from "./mails.server";
import { meetingView } from "./manage-page.server";
import { meetingTime } from "./meeting-mail.server";
import { timeChoice, timeZoneNames, visitorZone } from "./slot-days.server";

// The visitor's slot picker at /book/:token (record 077): loader and action of the route.

/** The lead a book link names, or the refusal to show (404 forged or unknown, 410 expired). */
const leadOf = (token: string) =>
  openBookingLink(token, "book", {
    kind: isBookingKind,
    load: (link) => bookingLead(defaultDb(), link.kind, link.id),
    emailOf: (lead) => lead.email,
  });

export type BookPageData =
  | (typeof refusals)[keyof typeof refusals]
  | {
      state: "booked";
      typeId: string;
      title: string;
      when: string;
      withName: string;
      location: string | null;
      manageUrl: string;
      justBooked: boolean;
      calendar: CalendarLinks;
    }
  | {
      state: "pick";
      typeId: string;
      title: string;
      minutes: number;
      firstName: string;
      timeZone: string;
      timeZones: string[];
      choice: TimeChoice;
      /** The time the visitor confirmed was booked by someone else a moment before. */
      taken: boolean;
    };

export async function bookPageLoader(token: string, request: Request) {
  const found = await leadOf(token);
  if (found.refused) return found.refused;
  const lead = found.opened;
  const params = new URL(request.url).searchParams;
  const timeZone = visitorZone(params.get("tz"));
  const db = defaultDb();
  const meeting = await bookedMeeting(db, lead);
  if (meeting) {
    const [view, event] = await Promise.all([meetingView(db, meeting), mailView(db, meeting.id)]);
    return data(
      {
        state: "booked",
        ...view,
        when: meetingTime(
          meeting.startsAt,
          visitorZone(params.get("tz") ?? meeting.visitorTimeZone),
        ),
        manageUrl: manageUrl(meeting.id),
        justBooked: params.has("booked"),
        calendar: calendarLinks(event),
      } satisfies BookPageData,
      { headers: privateNoStore },
    );
  }
  const { type, slots } = await offeredSlots(db, lead);
  return data(
    {
      state: "pick",
      typeId: type.id,
      title: type.name,
      minutes: type.minutes,
      firstName: lead.name.trim().split(/\s+/)[0] ?? lead.name,
      timeZone,
      timeZones: timeZoneNames,
      choice: timeChoice(slots, params, timeZone),
      taken: params.has("taken"),
    } satisfies BookPageData,
    { headers: privateNoStore },
  );
}

export async function bookPageAction(token: string, request: Request, ip: string) {
  const limited = await limitBookingPost(defaultDb(), "book", token, ip);
  if (limited) return limited;
  const found = await leadOf(token);
  if (found.refused) return found.refused;
  const form = await request.formData();
  const timeZone = visitorZone(String(form.get("tz") ?? ""));
  const start = new Date(String(form.get("start") ?? ""));
  // The page's own path: a scripted post arrives at `<path>.data`, which is not a page.
  const page = `/book/${encodeURIComponent(token)}`;
  if (Number.isNaN(start.getTime()))
    return redirect(`${page}?${new URLSearchParams({ tz: timeZone })}`);
  const result = await bookMeeting(defaultDb(), found.opened, {
    start,
    visitorTimeZone: timeZone,
    ip,
  });
  if (result.ok || result.reason === "already-booked")
    return redirect(`${page}?${new URLSearchParams({ tz: timeZone, booked: "1" })}`);
  // Back to that day's times still free, saying why: an address, so a reload keeps it.
  const day = zonedParts(start, timeZone).date;
  return redirect(`${page}?${new URLSearchParams({ tz: timeZone, day, taken: "1" })}`);
}
