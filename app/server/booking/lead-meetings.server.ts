import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { LeadMeeting } from "~/lib/booking-view";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { emailOutbox, meetings, meetingTypes, users } from "../db/schema.server";

/**
 * A lead's meetings, newest first, for its record's meeting card (record 117): time, place,
 * host, status, the visitor's reason if they cancelled, and the reminders still to go, which
 * the timeline leaves out so that they are not four "queued" rows of their own.
 */
export async function leadMeetings(
  db: Db,
  lead: { kind: string; id: string },
  now = new Date(),
): Promise<LeadMeeting[]> {
  const rows = await db
    .select({ meeting: meetings, title: meetingTypes.name, hostName: users.name })
    .from(meetings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .innerJoin(users, eq(users.id, meetings.staffId))
    .where(aboutLead(meetings, lead.kind, lead.id))
    .orderBy(desc(meetings.startsAt))
    .limit(10);
  const reminderIds = rows.flatMap(({ meeting }) =>
    meeting.status === "booked" ? meeting.reminderIds : [],
  );
  const pending =
    reminderIds.length === 0
      ? []
      : await db
          .select({ id: emailOutbox.id, sendAfter: emailOutbox.nextAttemptAt })
          .from(emailOutbox)
          .where(and(inArray(emailOutbox.id, reminderIds), isNull(emailOutbox.sentAt)));
  return rows.map(({ meeting, title, hostName }) => {
    const mine = pending.filter((row) => meeting.reminderIds.includes(row.id));
    // Each reminder goes to both people at once: one time per pair.
    const times = [...new Set(mine.map((row) => row.sendAfter.toISOString()))].sort();
    return {
      id: meeting.id,
      title,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      status: meeting.status as LeadMeeting["status"],
      location: meeting.location,
      hostName,
      cancelReason: meeting.cancelReason,
      past: meeting.startsAt.getTime() <= now.getTime(),
      reminders: times,
    };
  });
}
