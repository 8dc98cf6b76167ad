import { and, eq, sql } from "drizzle-orm";
import { leadKinds } from "~/lib/lead-kinds";
import type { Db } from "../db/client.server";
import { meetingBlocks, meetings } from "../db/schema.server";
import { followUpOnCancel } from "../leads/follow-ups.server";
import { moveLeadStatus, statusBeforeBooking } from "../leads/transitions.server";
import {
  type BookingKind,
  bookingLead,
  heldTime,
  holdBlocks,
  isBookingKind,
  uniqueViolation,
  withdrawReminders,
} from "./booking.server";
import { loadCalendars } from "./calendars.server";
import { note } from "./lead-status.server";
import { mailView } from "./mail-view.server";
import { queueMeetingMail } from "./mails.server";
import { tellOwnerOfMeeting } from "./meeting-notice.server";
import { freeSlots, type Slot } from "./slots.server";

// A booked meeting's later life (record 077): cancelled, moved or marked by staff. Booking and
// holding the time are booking.server.ts.

export async function meetingById(db: Db, id: string) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  return row ?? null;
}

/**
 * Cancels a booked meeting: frees its blocks, withdraws its reminders, sends the CANCEL, and
 * returns the lead to the status it had before the booking, unless staff moved it since
 * (record 100). When the visitor cancels (no actor), the lead's owner gets a follow-up for now,
 * so somebody asks what comes next.
 */
export async function cancelMeeting(
  db: Db,
  meetingId: string,
  actor: { id: string; email: string } | null = null,
  now = new Date(),
  /** The client address of the request, for the audit row of the status change. */
  ip: string | null = null,
  /** The visitor's reason, if they gave one (record 117): on the record and in the host's mail. */
  reason: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .update(meetings)
      .set({
        status: "cancelled",
        sequence: sql`${meetings.sequence} + 1`,
        cancelReason: reason,
        updatedAt: now,
      })
      .where(and(eq(meetings.id, meetingId), eq(meetings.status, "booked")))
      .returning();
    if (!meeting) return false;
    await tx.delete(meetingBlocks).where(eq(meetingBlocks.meetingId, meetingId));
    await withdrawReminders(tx, meeting.reminderIds);
    const view = await mailView(tx, meetingId);
    await note(
      tx,
      meeting,
      "cancelled",
      { startsAt: meeting.startsAt.toISOString(), ...(reason && { reason }) },
      actor,
    );
    if (isBookingKind(meeting.leadKind)) {
      const lead = { kind: meeting.leadKind, id: meeting.leadId };
      const booked = leadKinds[lead.kind].transitions.booked;
      // Meetings booked before the prior status was kept read it from the status history.
      const back = meeting.priorLeadStatus ?? (await statusBeforeBooking(tx, lead));
      await moveLeadStatus(
        tx,
        lead,
        { by: "meeting-cancelled", from: booked, to: back },
        { actor, email: meeting.visitorEmail, ip },
      );
      if (!actor) {
        await followUpOnCancel(tx, lead, now);
        await tellOwnerOfMeeting(tx, { ...meeting, leadKind: lead.kind }, "meeting-cancelled");
      }
    }
    await queueMeetingMail(tx, view, "cancelled", now);
    return true;
  });
}

export type RescheduleResult = { ok: true } | { ok: false; reason: "taken" | "gone" };

/** The free slots a booked meeting can move to: its person's, its own time not counting as busy. */
export async function rescheduleSlots(
  db: Db,
  meeting: typeof meetings.$inferSelect,
  now = new Date(),
): Promise<Slot[]> {
  const minutes = (meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000;
  const own = await db
    .select({ at: meetingBlocks.blockStart })
    .from(meetingBlocks)
    .where(eq(meetingBlocks.meetingId, meeting.id));
  const mine = new Set(own.map(({ at }) => at.getTime()));
  const calendars = (await loadCalendars(db, [meeting.staffId], now)).map((calendar) => ({
    ...calendar,
    busyBlocks: new Set([...calendar.busyBlocks].filter((at) => !mine.has(at))),
    meetingStarts: calendar.meetingStarts.filter(
      (at) => at.getTime() !== meeting.startsAt.getTime(),
    ),
  }));
  // Its own time is where it already is, not a time to move to (record 117).
  return freeSlots(calendars, minutes, now).filter(
    (slot) => slot.start.getTime() !== meeting.startsAt.getTime(),
  );
}

/**
 * Moves a booked meeting to `start` with the same person: new blocks replace the old in one
 * transaction (a clash with another meeting refuses it, the old time stays), SEQUENCE goes up.
 */
export async function rescheduleMeeting(
  db: Db,
  meetingId: string,
  start: Date,
  now = new Date(),
): Promise<RescheduleResult> {
  const current = await meetingById(db, meetingId);
  if (current?.status !== "booked") return { ok: false, reason: "gone" };
  const lead = await bookingLead(db, current.leadKind as BookingKind, current.leadId);
  if (!lead) return { ok: false, reason: "gone" };
  const minutes = (current.endsAt.getTime() - current.startsAt.getTime()) / 60_000;
  // Offered as the person's own free slots, not counting the meeting being moved.
  const free = (await rescheduleSlots(db, current, now)).some(
    (s) => s.start.getTime() === start.getTime(),
  );
  if (!free) return { ok: false, reason: "taken" };
  const held = await heldTime(db, current.staffId, start, minutes);
  try {
    await db.transaction(async (tx) => {
      const [meeting] = await tx
        .update(meetings)
        .set({
          startsAt: start,
          endsAt: new Date(start.getTime() + minutes * 60_000),
          heldFrom: held.heldFrom,
          heldUntil: held.heldUntil,
          sequence: sql`${meetings.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(meetings.id, meetingId), eq(meetings.status, "booked")))
        .returning();
      if (!meeting) throw new Error("gone");
      await tx.delete(meetingBlocks).where(eq(meetingBlocks.meetingId, meetingId));
      await holdBlocks(tx, meetingId, meeting.staffId, held.blocks);
      await withdrawReminders(tx, current.reminderIds);
      const view = await mailView(tx, meetingId);
      await note(tx, meeting, "moved", {
        from: current.startsAt.toISOString(),
        startsAt: start.toISOString(),
      });
      const reminderIds = await queueMeetingMail(tx, view, "moved", now);
      await tx.update(meetings).set({ reminderIds }).where(eq(meetings.id, meetingId));
    });
    return { ok: true };
  } catch (error) {
    if (uniqueViolation(error) !== null) return { ok: false, reason: "taken" };
    if (error instanceof Error && error.message === "gone") return { ok: false, reason: "gone" };
    throw error;
  }
}

/** Staff mark how a past meeting went; the lead's status follows (Completed or No Show). */
export async function markMeeting(
  db: Db,
  meetingId: string,
  outcome: "completed" | "no-show",
  actor: { id: string; email: string },
  ip: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [meeting] = await tx
      .update(meetings)
      .set({ status: outcome, updatedAt: new Date() })
      .where(and(eq(meetings.id, meetingId), eq(meetings.status, "booked")))
      .returning();
    if (!meeting) return false;
    await withdrawReminders(tx, meeting.reminderIds);
    await note(tx, meeting, outcome, { startsAt: meeting.startsAt.toISOString() }, actor);
    // The registry says which kinds a marked meeting moves (demo requests; record 100).
    if (isBookingKind(meeting.leadKind))
      await moveLeadStatus(
        tx,
        { kind: meeting.leadKind, id: meeting.leadId },
        { by: "happening", happening: `meeting-${outcome}` },
        { actor, ip },
      );
    return true;
  });
}
