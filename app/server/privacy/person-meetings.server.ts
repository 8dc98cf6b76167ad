import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/lead-kinds";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { emailOutbox, meetings, meetingTypes, users } from "../db/schema.server";

// A booked meeting names its visitor (record 077): their name, e-mail and time zone are copied
// from the lead when they book. The person's data is the lead's, and these copies with it
// (record 089): found, exported and erased together.

/** One meeting with the person, as the privacy page counts it and the export shows it. */
export type PersonMeeting = {
  id: string;
  leadKind: string;
  leadId: string;
  reminderIds: string[];
};

/** What an anonymised meeting keeps in place of its visitor; times and status stay. */
export const anonymisedVisitor = (name: string, email: string) => ({
  visitorName: name,
  visitorEmail: email,
  reminderIds: [] as string[],
  updatedAt: new Date(),
});

/**
 * The person's meetings: booked by their address (the lead's address when they booked), or
 * about one of their records (the lead's address may have been corrected since).
 */
export async function findPersonMeetings(
  db: Db,
  address: string,
  records: { kind: LeadKind; id: string }[],
): Promise<PersonMeeting[]> {
  const byRecord = records.map((r) => aboutLead(meetings, r.kind, r.id));
  return db
    .select({
      id: meetings.id,
      leadKind: meetings.leadKind,
      leadId: meetings.leadId,
      reminderIds: meetings.reminderIds,
    })
    .from(meetings)
    .where(or(sql`lower(${meetings.visitorEmail}) = ${address}`, ...byRecord))
    .orderBy(meetings.startsAt);
}

/**
 * Erasure's part for meetings not reached through the person's records (booked under an
 * address the lead no longer has): the visitor's name and e-mail go, and every mail about the
 * meeting still in the outbox (invitations, moves, reminders, to both people), which names
 * them. Returns the outbox ids whose .eml copies go after the commit.
 */
export async function anonymiseMeetings(
  tx: Db,
  found: PersonMeeting[],
  records: { kind: LeadKind; id: string }[],
  visitor: { name: string; email: string },
): Promise<string[]> {
  const covered = new Set(records.map((r) => `${r.kind}:${r.id}`));
  const others = found.filter((m) => !covered.has(`${m.leadKind}:${m.leadId}`));
  if (others.length === 0) return [];
  const reminders = others.flatMap((m) => m.reminderIds);
  const mails = await tx
    .delete(emailOutbox)
    .where(
      or(
        reminders.length > 0 ? inArray(emailOutbox.id, reminders) : sql`false`,
        ...others.map((m) =>
          and(
            inArray(emailOutbox.kind, ["meeting", "meeting-reminder"]),
            aboutLead(emailOutbox, m.leadKind, m.leadId),
          ),
        ),
      ),
    )
    .returning({ id: emailOutbox.id });
  await tx
    .update(meetings)
    .set(anonymisedVisitor(visitor.name, visitor.email))
    .where(
      inArray(
        meetings.id,
        others.map((m) => m.id),
      ),
    );
  return mails.map((row) => row.id);
}

/** The meetings as the export shows them: what, with whom, when, and what became of it. */
export async function exportedMeetings(db: Db, found: PersonMeeting[]) {
  if (found.length === 0) return [];
  const rows = await db
    .select({
      meeting: meetings,
      type: meetingTypes.name,
      with: users.name,
    })
    .from(meetings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .leftJoin(users, eq(users.id, meetings.staffId))
    .where(
      inArray(
        meetings.id,
        found.map((m) => m.id),
      ),
    )
    .orderBy(meetings.startsAt);
  return rows.map(({ meeting, type, with: staffName }) => ({
    id: meeting.id,
    type,
    with: staffName,
    record: { kind: meeting.leadKind, id: meeting.leadId },
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    status: meeting.status,
    visitorName: meeting.visitorName,
    visitorEmail: meeting.visitorEmail,
    visitorTimeZone: meeting.visitorTimeZone,
    location: meeting.location,
    bookedAt: meeting.createdAt.toISOString(),
  }));
}
