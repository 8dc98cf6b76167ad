import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { MeetingTypeId } from "~/lib/booking";
import type { refusals, TimeChoice } from "~/lib/booking-view";
import { meetingCancelSchema } from "~/lib/forms/meeting-cancel";
import { zonedParts } from "~/lib/zoned-time";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import type { meetings } from "../db/schema.server";
import { users } from "../db/schema.server";
import { privateNoStore } from "../http/headers.server";
import { isBookingKind } from "./booking.server";
import { limitBookingPost } from "./booking-limit.server";
import { type CalendarLinks, calendarLinks } from "./calendar-links.server";
import { meetingType } from "./calendars.server";
import { openBookingLink } from "./link-page.server";
import { mailView } from "./mail-view.server";
import {
  cancelMeeting,
  meetingById,
  rescheduleMeeting,
  rescheduleSlots,
} from "./meeting-changes.server";
import { meetingTime } from "./meeting-mail.server";
import { bookingUrl } from "./offer.server";
import { timeChoice, timeZoneNames, visitorZone } from "./slot-days.server";

// The visitor's reschedule and cancel page at /book/manage/:token (record 077).

type Meeting = typeof meetings.$inferSelect;

/** What both visitor pages say about a meeting: its type (and so its words), with whom, where. */
export async function meetingView(db: Db, meeting: Meeting) {
  const [type, [staff]] = await Promise.all([
    meetingType(db, meeting.typeId as MeetingTypeId),
    db.select({ name: users.name }).from(users).where(eq(users.id, meeting.staffId)),
  ]);
  return {
    typeId: meeting.typeId,
    title: type.name,
    withName: staff?.name ?? "our team",
    location: meeting.location,
  };
}

const meetingOf = (token: string) =>
  openBookingLink(token, "manage", {
    kind: (kind): kind is "meeting" => kind === "meeting",
    load: (link) => meetingById(defaultDb(), link.id),
    emailOf: (meeting) => meeting.visitorEmail,
  });

export type ManagePageData =
  | (typeof refusals)[keyof typeof refusals]
  | {
      state: "booked" | "cancelled" | "completed" | "no-show";
      typeId: string;
      title: string;
      withName: string;
      location: string | null;
      when: string;
      /** What the visitor just did here, to confirm it. */
      done: "moved" | "cancelled" | null;
      timeZone: string;
      timeZones: string[];
      choice: TimeChoice;
      /** The "are you sure" step of cancelling (`?cancel=1`). */
      confirmCancel: boolean;
      /** After a move: the moved event for the visitor's calendar. */
      calendar: CalendarLinks | null;
      /** After a cancellation: the way to book again, from the same lead. */
      bookAgainUrl: string | null;
      /** The time the visitor confirmed was booked by someone else a moment before. */
      taken: boolean;
    };

const doneOf = (value: string | null) =>
  value === "moved" || value === "cancelled" ? value : null;

export async function managePageLoader(token: string, request: Request) {
  const found = await meetingOf(token);
  if (found.refused) return found.refused;
  const meeting = found.opened;
  const params = new URL(request.url).searchParams;
  const timeZone = visitorZone(params.get("tz") ?? meeting.visitorTimeZone);
  const db = defaultDb();
  const booked = meeting.status === "booked";
  const done = doneOf(params.get("done"));
  const slots = booked ? await rescheduleSlots(db, meeting) : [];
  // The picker opens on the meeting's own day: a move is most often to a nearby time.
  const asked = new URLSearchParams(params);
  if (!asked.has("day")) asked.set("day", zonedParts(meeting.startsAt, timeZone).date);
  return data(
    {
      state: meeting.status as "booked" | "cancelled" | "completed" | "no-show",
      ...(await meetingView(db, meeting)),
      when: meetingTime(meeting.startsAt, timeZone),
      done,
      timeZone,
      timeZones: timeZoneNames,
      // The zone was decided when the meeting was booked: it is the visitor's.
      choice: { ...timeChoice(slots, asked, timeZone), zoneDecided: true },
      confirmCancel: booked && params.get("cancel") === "1",
      taken: booked && params.has("taken"),
      calendar: booked && done === "moved" ? calendarLinks(await mailView(db, meeting.id)) : null,
      bookAgainUrl:
        meeting.status === "cancelled" && isBookingKind(meeting.leadKind)
          ? new URL(bookingUrl(meeting.leadKind, meeting.leadId)).pathname
          : null,
    } satisfies ManagePageData,
    { headers: privateNoStore },
  );
}

export type ManageActionData = { reasonError: string };

export async function managePageAction(token: string, request: Request, ip: string) {
  const limited = await limitBookingPost(defaultDb(), "manage", token, ip);
  if (limited) return limited;
  const found = await meetingOf(token);
  if (found.refused) return found.refused;
  const form = await request.formData();
  const timeZone = visitorZone(String(form.get("tz") ?? found.opened.visitorTimeZone));
  const back = (done: string, more: Record<string, string> = {}) =>
    // The page's own path: a scripted post arrives at `<path>.data`, which is not a page.
    redirect(
      `/book/manage/${encodeURIComponent(token)}?${new URLSearchParams({ tz: timeZone, done, ...more })}`,
    );
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "cancel": {
      const parsed = meetingCancelSchema.safeParse({ reason: form.get("reason") ?? undefined });
      if (!parsed.success)
        return data(
          { reasonError: parsed.error.issues[0]?.message ?? "Check your reason." },
          { status: 400, headers: privateNoStore },
        );
      await cancelMeeting(defaultDb(), found.opened.id, null, new Date(), ip, parsed.data.reason);
      return back("cancelled");
    }
    case "reschedule": {
      const start = new Date(String(form.get("start") ?? ""));
      if (Number.isNaN(start.getTime())) return back("");
      const result = await rescheduleMeeting(defaultDb(), found.opened.id, start);
      if (result.ok) return back("moved");
      // Back to that day's times still free, saying why.
      return back("", { day: zonedParts(start, timeZone).date, taken: "1" });
    }
    default:
      // An unknown intent changes nothing.
      return back("");
  }
}
