import { defaultWeeklyHours } from "../../app/lib/booking";
import {
  type BookingKind,
  bookingLead,
  bookMeeting,
} from "../../app/server/booking/booking.server";
import type { Db } from "../../app/server/db/client.server";
import { demoRequests, staffAvailability, users } from "../../app/server/db/schema.server";

/** Test helpers for meeting booking (record 077): staff who can be booked, and a booked lead. */
type StaffMember = { id: string; email: string; name: string; role: string };
type Availability = Omit<typeof staffAvailability.$inferInsert, "userId">;

/**
 * Staff accounts (confirmed, second factor set up) with an availability: the default weekly
 * hours in New York unless `availability` says otherwise.
 */
export async function addBookableStaff(
  db: Db,
  staff: StaffMember[],
  availability: Partial<Availability> = {},
) {
  await db
    .insert(users)
    .values(staff.map((member) => ({ ...member, emailVerified: true, twoFactorEnabled: true })));
  await db.insert(staffAvailability).values(
    staff.map((member) => ({
      userId: member.id,
      timeZone: "America/New_York",
      weeklyHours: defaultWeeklyHours,
      ...availability,
    })),
  );
}

type DemoRequest = Partial<typeof demoRequests.$inferInsert>;

/** A demo request from `name`, at <name>@example.com in lower case unless `columns` say otherwise; its id. */
export async function addDemoRequest(db: Db, name: string, columns: DemoRequest = {}) {
  const [row] = await db
    .insert(demoRequests)
    .values({ name, email: `${name.toLowerCase()}@example.com`, ...columns })
    .returning({ id: demoRequests.id });
  return row?.id ?? "";
}

/** A new demo request (as `addDemoRequest`) as the booking pages see it, or it throws. */
export async function demoToBook(db: Db, name: string, columns: DemoRequest = {}) {
  const lead = await bookingLead(db, "demos", await addDemoRequest(db, name, columns));
  if (!lead) throw new Error(`no demo request of ${name} to book`);
  return lead;
}

/** Books the lead's meeting at `start` as its visitor would; the meeting's id, or it throws. */
export async function bookLeadAt(
  db: Db,
  kind: BookingKind,
  leadId: string,
  start: Date,
  now: Date,
): Promise<string> {
  const lead = await bookingLead(db, kind, leadId);
  if (!lead) throw new Error(`no ${kind} lead ${leadId} to book`);
  const booked = await bookMeeting(db, lead, { start, visitorTimeZone: "UTC" }, now);
  if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
  return booked.meetingId;
}
