import { and, eq, inArray, isNull } from "drizzle-orm";
import { BLOCK_MINUTES, type MeetingTypeId } from "~/lib/booking";
import type { LeadKind } from "~/lib/lead-kinds";
import { aboutLead } from "../db/about-lead.server";
import type { Db } from "../db/client.server";
import { emailOutbox, meetingBlocks, meetings, staffAvailability } from "../db/schema.server";
import { leadTables } from "../leads/lead-tables.server";
import { moveLeadStatus, ownUnownedLead, statusBeforeBooking } from "../leads/transitions.server";
import { bookableStaff, loadCalendars, meetingType } from "./calendars.server";
import { note } from "./lead-status.server";
import { mailView } from "./mail-view.server";
import { queueMeetingMail } from "./mails.server";
import { tellOwnerOfMeeting } from "./meeting-notice.server";
import { freeSlots, meetingBlockStarts, type Slot } from "./slots.server";

/**
 * The kinds of lead a meeting is booked from, and the type each books. What a booking does to
 * the lead's status is the registry's (lead-kinds `transitions`, record 100).
 */
export const bookingKinds = {
  demos: { type: "demo" },
  applications: { type: "interview" },
} as const satisfies Partial<Record<LeadKind, { type: MeetingTypeId }>>;
export type BookingKind = keyof typeof bookingKinds;
export const isBookingKind = (kind: string): kind is BookingKind =>
  Object.hasOwn(bookingKinds, kind);

export type BookingLead = {
  kind: BookingKind;
  id: string;
  name: string;
  email: string;
  ownerId: string | null;
  status: string;
};

export async function bookingLead(db: Db, kind: BookingKind, id: string) {
  const { table } = leadTables[kind];
  const [row] = await db
    .select({
      id: table.id,
      name: table.name,
      email: table.email,
      ownerId: table.ownerId,
      status: table.status,
    })
    .from(table)
    .where(eq(table.id, id));
  return row ? ({ kind, ...row } as BookingLead) : null;
}

/** The lead's booked meeting, if it has one. */
export async function bookedMeeting(db: Db, lead: { kind: string; id: string }) {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(aboutLead(meetings, lead.kind, lead.id), eq(meetings.status, "booked")));
  return row ?? null;
}

/** The free slots a lead's visitor is offered, and the meeting type they are for. */
export async function offeredSlots(db: Db, lead: BookingLead, now = new Date()) {
  const [type, staff] = await Promise.all([
    meetingType(db, bookingKinds[lead.kind].type),
    bookableStaff(db, lead),
  ]);
  const slots = freeSlots(await loadCalendars(db, staff.ids, now, staff.rules), type.minutes, now);
  return { type, slots };
}

/** A unique violation, and of which constraint (drizzle wraps the driver's error in `cause`). */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505") return e.constraint ?? "";
    e = e.cause as typeof e;
  }
  return null;
}

export type BookingResult =
  | { ok: true; meetingId: string }
  | { ok: false; reason: "taken"; slots: Slot[] }
  | { ok: false; reason: "already-booked"; meetingId: string };

/** What a meeting at `start` holds of its person's time: its blocks and their span. */
export async function heldTime(db: Db, staffId: string, start: Date, minutes: number) {
  const [rules] = await db
    .select()
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, staffId));
  const blocks = meetingBlockStarts(
    start,
    minutes,
    rules?.bufferBeforeMinutes ?? 0,
    rules?.bufferAfterMinutes ?? 0,
  );
  const last = blocks.at(-1) ?? start.getTime();
  return {
    blocks,
    heldFrom: new Date(blocks[0] ?? start.getTime()),
    heldUntil: new Date(last + BLOCK_MINUTES * 60_000),
    location: rules?.meetingLink ?? null,
  };
}

/** Holds the blocks (record 077); a unique violation here means the person was taken meanwhile. */
export async function holdBlocks(
  tx: Db,
  meetingId: string,
  staffId: string,
  blocks: readonly number[],
) {
  await tx
    .insert(meetingBlocks)
    .values(blocks.map((at) => ({ staffId, blockStart: new Date(at), meetingId })));
}

export async function withdrawReminders(tx: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(emailOutbox)
    .where(and(inArray(emailOutbox.id, [...ids]), isNull(emailOutbox.sentAt)));
}

/**
 * Books `start` for a lead (record 077): the slot must still be offered; the fairest free
 * person of it is tried first and, if the database refuses their blocks (someone booked them a
 * moment ago, on any instance), the next. Meeting, blocks, status, owner, timeline and e-mails
 * are one transaction, so a booking is whole or absent. The meeting keeps the lead's status
 * before it, which a cancellation returns to; a lead nobody owns becomes the host's (record 100).
 */
export async function bookMeeting(
  db: Db,
  lead: BookingLead,
  input: { start: Date; visitorTimeZone: string; ip?: string | null },
  now = new Date(),
): Promise<BookingResult> {
  const existing = await bookedMeeting(db, lead);
  if (existing) return { ok: false, reason: "already-booked", meetingId: existing.id };
  const { type, slots } = await offeredSlots(db, lead, now);
  const slot = slots.find((s) => s.start.getTime() === input.start.getTime());
  for (const staffId of slot?.staffIds ?? []) {
    const held = await heldTime(db, staffId, input.start, type.minutes);
    try {
      const meetingId = await db.transaction(async (tx) => {
        const [meeting] = await tx
          .insert(meetings)
          .values({
            heldFrom: held.heldFrom,
            heldUntil: held.heldUntil,
            location: held.location,
            typeId: type.id,
            staffId,
            leadKind: lead.kind,
            leadId: lead.id,
            startsAt: input.start,
            endsAt: new Date(input.start.getTime() + type.minutes * 60_000),
            visitorName: lead.name,
            visitorEmail: lead.email,
            visitorTimeZone: input.visitorTimeZone,
            priorLeadStatus: await statusBeforeBooking(tx, lead),
          })
          .returning({ id: meetings.id });
        if (!meeting) throw new Error("Inserting the meeting returned no row");
        await holdBlocks(tx, meeting.id, staffId, held.blocks);
        const visitor = { actor: null, email: lead.email, ip: input.ip ?? null };
        await moveLeadStatus(tx, lead, { by: "happening", happening: "booked" }, visitor);
        const view = await mailView(tx, meeting.id);
        const host = { id: staffId, email: view.organizer.email, name: view.organizer.name };
        await ownUnownedLead(tx, lead, host, visitor, "booked");
        await tellOwnerOfMeeting(
          tx,
          { ...view, leadKind: lead.kind, staffId, visitorName: lead.name },
          "meeting-booked",
        );
        await note(tx, view, "booked", {
          startsAt: input.start.toISOString(),
          with: view.organizer.name,
        });
        const reminderIds = await queueMeetingMail(tx, view, "booked", now);
        await tx.update(meetings).set({ reminderIds }).where(eq(meetings.id, meeting.id));
        return meeting.id;
      });
      return { ok: true, meetingId };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint === "meetings_one_booked_per_lead") {
        const booked = await bookedMeeting(db, lead);
        if (booked) return { ok: false, reason: "already-booked", meetingId: booked.id };
      }
    }
  }
  const { slots: now_ } = await offeredSlots(db, lead, now);
  return {
    ok: false,
    reason: "taken",
    slots: now_.filter((s) => s.start > input.start).slice(0, 6),
  };
}
