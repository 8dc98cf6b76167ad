import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { site } from "~/content/site";
import { config } from "../config.server";

/** What an invitation says about one meeting. */
export type CalendarMeeting = {
  id: string;
  title: string;
  /** The event's name in a calendar, when it says more than the title (record 117). */
  summary?: string;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  cancelled: boolean;
  location: string | null;
  description: string;
  organizer: { name: string; email: string };
  visitor: { name: string; email: string };
};

/** A stable UID per meeting: its reschedules and its cancellation update the same event. */
export function meetingUid(id: string): string {
  return `meeting-${id}@${new URL(config().PUBLIC_URL).hostname}`;
}

/**
 * An iCalendar object (record 077), times in UTC. REQUEST invites (and, with a higher
 * SEQUENCE, moves) the meeting; CANCEL withdraws it; PUBLISH is a staff member's feed.
 */
export function meetingCalendar(
  meetings: readonly CalendarMeeting[],
  method: "request" | "cancel" | "publish",
  name = `${site.brand} meetings`,
): string {
  const calendar = ical({
    name,
    prodId: { company: site.legalName, product: "Meetings", language: "EN" },
    method:
      method === "request"
        ? ICalCalendarMethod.REQUEST
        : method === "cancel"
          ? ICalCalendarMethod.CANCEL
          : ICalCalendarMethod.PUBLISH,
  });
  for (const meeting of meetings)
    calendar.createEvent({
      id: meetingUid(meeting.id),
      sequence: meeting.sequence,
      start: meeting.startsAt,
      end: meeting.endsAt,
      stamp: new Date(),
      summary: meeting.summary ?? meeting.title,
      description: meeting.description,
      location: meeting.location,
      status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: meeting.organizer.name, email: meeting.organizer.email },
      attendees: [meeting.organizer, meeting.visitor].map((person) => ({
        name: person.name,
        email: person.email,
        role: ICalAttendeeRole.REQ,
        status:
          person === meeting.organizer
            ? ICalAttendeeStatus.ACCEPTED
            : ICalAttendeeStatus.NEEDSACTION,
        rsvp: person !== meeting.organizer,
      })),
    });
  return calendar.toString();
}
