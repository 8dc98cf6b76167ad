import { eq } from "drizzle-orm";
import { site } from "~/content/site";
import type { MeetingTypeId } from "~/lib/booking";
import type { Db } from "../db/client.server";
import { meetings, staffAvailability, users } from "../db/schema.server";
import { meetingType } from "./calendars.server";
import { type MeetingForMail, manageUrl } from "./mails.server";
import { meetingSubject } from "./meeting-subject.server";

/**
 * A meeting as its mails and calendar events tell it: the type's name, the subject, both
 * people and their zones, and the visitor's links to move or cancel it.
 */
export async function mailView(db: Db, meetingId: string): Promise<MeetingForMail> {
  const [row] = await db
    .select({
      meeting: meetings,
      staffName: users.name,
      staffEmail: users.email,
      staffTimeZone: staffAvailability.timeZone,
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.staffId))
    .leftJoin(staffAvailability, eq(staffAvailability.userId, meetings.staffId))
    .where(eq(meetings.id, meetingId));
  if (!row) throw new Error(`Meeting ${meetingId} not found`);
  const { meeting } = row;
  const [type, subject] = await Promise.all([
    meetingType(db, meeting.typeId as MeetingTypeId),
    meetingSubject(db, meeting),
  ]);
  const manage = manageUrl(meeting.id);
  return {
    id: meeting.id,
    typeId: meeting.typeId,
    title: type.name,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    sequence: meeting.sequence,
    cancelled: meeting.status === "cancelled",
    location: meeting.location,
    summary: `${site.brand} ${type.name.toLowerCase()}${subject ? `: ${subject}` : ""}`,
    description: `${type.name} with ${row.staffName}`,
    // The visitor's calendar keeps the ways to move or cancel with the event (record 117).
    visitorLinks: `Reschedule: ${manage}\n\nCancel: ${manage}?cancel=1`,
    organizer: { name: row.staffName, email: row.staffEmail },
    visitor: { name: meeting.visitorName, email: meeting.visitorEmail },
    leadKind: meeting.leadKind,
    leadId: meeting.leadId,
    visitorTimeZone: meeting.visitorTimeZone,
    staffTimeZone: row.staffTimeZone ?? meeting.visitorTimeZone,
    cancelReason: meeting.cancelReason,
  };
}
