import { meetingCalendar } from "./ics.server";
import { type MeetingForMail, visitorEvent } from "./mails.server";

/** The add-to-calendar links of a booked meeting's confirmation (record 117). */
export type CalendarLinks = { google: string; outlook: string; ics: string };

/** "20260602T150000Z", the compact UTC form Google's template link takes. */
const compact = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * Google's and Outlook's web links that open a new event filled in, and the event as an .ics
 * file in a data address (PUBLISH: an event to keep, not an invitation to answer), so no route
 * serves it and it works without scripts. It is the visitor's copy, as their mail has it.
 */
export function calendarLinks(booked: MeetingForMail): CalendarLinks {
  const meeting = visitorEvent(booked);
  const name = meeting.summary ?? meeting.title;
  const where = meeting.location ?? "";
  const google = new URL("https://calendar.google.com/calendar/render");
  google.search = new URLSearchParams({
    action: "TEMPLATE",
    text: name,
    dates: `${compact(meeting.startsAt)}/${compact(meeting.endsAt)}`,
    details: meeting.description,
    location: where,
  }).toString();
  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.search = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: name,
    startdt: meeting.startsAt.toISOString(),
    enddt: meeting.endsAt.toISOString(),
    body: meeting.description,
    location: where,
  }).toString();
  const ics = meetingCalendar([meeting], "publish", name);
  return {
    google: google.href,
    outlook: outlook.href,
    ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
  };
}
