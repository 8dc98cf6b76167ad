import { isLeadKind } from "~/lib/lead-kinds";
import { recordPath } from "~/lib/workspace";
import { config } from "../config.server";
import type { Db } from "../db/client.server";
import { enqueueLeadMail } from "../mail/outbox.server";
import { type CalendarMeeting, meetingCalendar } from "./ics.server";
import { meetingMail } from "./meeting-mail.server";
import { signBookingLink } from "./tokens.server";

const HOUR_MS = 60 * 60 * 1000;
/** Visitors may reschedule or cancel from their e-mail for this long after it was sent. */
const MANAGE_LINK_MS = 60 * 24 * HOUR_MS;

/** The meeting as its e-mails need it: both people, their zones, the record it belongs to. */
export type MeetingForMail = CalendarMeeting & {
  /** demo, discovery, interview: what the mails call it follows (record 088). */
  typeId: string;
  leadKind: string;
  leadId: string;
  visitorTimeZone: string;
  staffTimeZone: string;
  /** The visitor's reason for cancelling, told to the host (record 117). */
  cancelReason: string | null;
  /** The visitor's reschedule and cancel links, for their copy of the event only. */
  visitorLinks: string;
};

/** The event as the visitor's calendar gets it: their links added, their typed name left out. */
export function visitorEvent(meeting: MeetingForMail): CalendarMeeting {
  return {
    ...meeting,
    description: `${meeting.description}\n\n${meeting.visitorLinks}`,
    visitor: { ...meeting.visitor, name: "" },
  };
}

const url = (path: string) => new URL(path, config().PUBLIC_URL).href;

export function manageUrl(meetingId: string, now = new Date()): string {
  const token = signBookingLink({
    purpose: "manage",
    kind: "meeting",
    id: meetingId,
    expiresAt: new Date(now.getTime() + MANAGE_LINK_MS),
  });
  return url(`/book/manage/${token}`);
}

/**
 * Queues the invitation (or its update or cancellation) to the visitor and to the staff member,
 * each with the .ics (record 077), in the caller's transaction. For a booked or moved meeting
 * also the reminders 24 h and 1 h before, held in the outbox until then; returns their ids so
 * that a later move or cancellation can withdraw them.
 */
export async function queueMeetingMail(
  tx: Db,
  meeting: MeetingForMail,
  event: "booked" | "moved" | "cancelled",
  now = new Date(),
): Promise<string[]> {
  if (!isLeadKind(meeting.leadKind)) throw new Error(`No lead list ${meeting.leadKind}`);
  const lead = { kind: meeting.leadKind, id: meeting.leadId };
  const method = event === "cancelled" ? "cancel" : "request";
  const calendar = meetingCalendar([meeting], method);
  // The visitor's address was typed into a public form, and a demo can be booked straight from
  // the form's toast: their mail repeats none of their typed text, not even their name, and says
  // it was sent automatically (record 099).
  const visitorCalendar = meetingCalendar([visitorEvent(meeting)], method);
  const automatic = { "Auto-Submitted": "auto-replied" };
  const toVisitor = (kind: "booked" | "moved" | "cancelled" | "reminder") =>
    meetingMail({
      event: kind,
      title: meeting.title,
      typeId: meeting.typeId,
      toVisitor: true,
      greetingName: "",
      withName: meeting.organizer.name,
      startsAt: meeting.startsAt,
      timeZone: meeting.visitorTimeZone,
      location: meeting.location,
      manageUrl: manageUrl(meeting.id, now),
    });
  const toStaff = (kind: "booked" | "moved" | "cancelled" | "reminder") =>
    meetingMail({
      event: kind,
      title: meeting.title,
      typeId: meeting.typeId,
      toVisitor: false,
      greetingName: meeting.organizer.name,
      withName: meeting.visitor.name,
      startsAt: meeting.startsAt,
      timeZone: meeting.staffTimeZone,
      location: meeting.location,
      recordUrl: url(recordPath(lead.kind, meeting.leadId)),
      reason: kind === "cancelled" ? meeting.cancelReason : null,
    });
  await enqueueLeadMail(tx, lead, {
    kind: "meeting",
    to: meeting.visitor.email,
    ...toVisitor(event),
    calendar: visitorCalendar,
    headers: automatic,
  });
  await enqueueLeadMail(tx, lead, {
    kind: "meeting",
    to: meeting.organizer.email,
    ...toStaff(event),
    calendar,
  });
  if (event === "cancelled") return [];
  const reminders: string[] = [];
  for (const before of [24 * HOUR_MS, HOUR_MS]) {
    const sendAfter = new Date(meeting.startsAt.getTime() - before);
    if (sendAfter.getTime() <= now.getTime()) continue;
    for (const [to, content, headers] of [
      [meeting.visitor.email, toVisitor("reminder"), automatic],
      [meeting.organizer.email, toStaff("reminder"), undefined],
    ] as const) {
      const row = await enqueueLeadMail(tx, lead, {
        kind: "meeting-reminder",
        to,
        ...content,
        sendAfter,
        ...(headers && { headers }),
      });
      reminders.push(row.id);
    }
  }
  return reminders;
}
