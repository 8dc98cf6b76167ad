import { and, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { describe, expect, it } from "vitest";
import { addBookableStaff, demoToBook } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import {
  emailOutbox,
  jobApplications,
  leadEvents,
  meetingBlocks,
  meetings,
} from "../db/schema.server";
import { leadTimeline } from "../workspace/timeline.server";
import { type BookingLead, bookingLead, bookMeeting, offeredSlots } from "./booking.server";
import { sendInterviewLink } from "./interviews.server";
import { cancelMeeting, markMeeting, rescheduleMeeting } from "./meeting-changes.server";

const ann = { id: "bk-ann", email: "ann@example.com", name: "Ann Owner", role: "admin" };
const ben = { id: "bk-ben", email: "ben@example.com", name: "Ben Pool", role: "admin" };
// A Monday, 08:00 in New York: the first slot with four hours' notice is 12:00.
const now = new Date("2026-06-01T12:00:00Z");

describe(`booking a demo (${engine})`, () => {
  const database = databaseForThisFile(async ({ db }) => {
    await addBookableStaff(db, [ann, ben], {
      bufferAfterMinutes: 15,
      meetingLink: "https://meet.example.com/ann",
    });
  });
  const demo = (name: string, ownerId: string | null = ann.id) =>
    demoToBook(database.db, name, { ownerId });
  /** The visitor of `lead` books `start`, their browser's time zone UTC. */
  const bookAtUtc = (lead: BookingLead, start: string | Date) =>
    bookMeeting(database.db, lead, { start: new Date(start), visitorTimeZone: "UTC" }, now);
  const mailsOf = (leadId: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, leadId));

  it("books the owner's slot: status, blocks, timeline, invitations and reminders", async () => {
    const lead = await demo("Vera");
    const { slots, type } = await offeredSlots(database.db, lead, now);
    expect(type.minutes).toBe(30);
    expect(slots[0]?.start.toISOString()).toBe("2026-06-01T16:00:00.000Z");
    expect(slots.every((slot) => slot.staffIds.join() === ann.id)).toBe(true);
    const start = new Date("2026-06-02T14:00:00Z");
    const result = await bookMeeting(
      database.db,
      lead,
      { start, visitorTimeZone: "Europe/Berlin" },
      now,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect((await bookingLead(database.db, "demos", lead.id))?.status).toBe("Scheduled");
    const blocks = await database.db
      .select()
      .from(meetingBlocks)
      .where(eq(meetingBlocks.meetingId, result.meetingId));
    expect(blocks).toHaveLength(3); // 30 minutes and a 15-minute buffer after
    const mails = await mailsOf(lead.id);
    const invitations = mails.filter((m) => m.kind === "meeting");
    expect(invitations.map((m) => m.to).sort()).toEqual([ann.email, "vera@example.com"]);
    expect(invitations[0]?.calendar).toContain("METHOD:REQUEST");
    const visitorMail = invitations.find((m) => m.to === "vera@example.com");
    expect(visitorMail?.text).toContain("Tuesday, June 2, 2026 at 4:00 PM");
    expect(visitorMail?.text).toMatch(/\/book\/manage\/[\w-]+\.[\w-]+/);
    const reminders = mails.filter((m) => m.kind === "meeting-reminder");
    expect(reminders.map((m) => m.nextAttemptAt.toISOString()).sort()).toEqual([
      "2026-06-01T14:00:00.000Z",
      "2026-06-01T14:00:00.000Z",
      "2026-06-02T13:00:00.000Z",
      "2026-06-02T13:00:00.000Z",
    ]);
    const timeline = await leadTimeline("demos", lead.id, database.db);
    expect(timeline.some((e) => e.type === "status" && e.to === "Scheduled")).toBe(true);
    expect(timeline.some((e) => e.type === "meeting" && e.action === "booked")).toBe(true);
    // The same person's overlapping time is no longer offered, to anyone.
    const other = await demo("Walt");
    const { slots: left } = await offeredSlots(database.db, other, now);
    const taken = left.map((s) => s.start.toISOString());
    expect(taken).not.toContain("2026-06-02T14:00:00.000Z");
    expect(taken).not.toContain("2026-06-02T13:30:00.000Z");
    expect(taken).toContain("2026-06-02T13:00:00.000Z"); // ends 13:30, no buffer before
  });

  it("makes an .ics that ical.js and node-ical both read the same way", async () => {
    const [invitation] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "meeting"), eq(emailOutbox.to, "vera@example.com")));
    const ics = invitation?.calendar ?? "";
    const component = new ICAL.Component(ICAL.parse(ics));
    expect(component.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = new ICAL.Event(component.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.uid).toMatch(/^meeting-[0-9a-f-]{36}@/);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-06-02T14:00:00.000Z");
    expect(ics).toContain("DTSTART:20260602T140000Z"); // UTC, no floating time
    expect(vevent.sequence).toBe(0);
    expect(vevent.organizer).toBe(`mailto:${ann.email}`);
    expect(vevent.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toContain(
      "mailto:vera@example.com",
    );
    const parsed = Object.values(nodeIcal.sync.parseICS(ics)).find((c) => c?.type === "VEVENT");
    expect(parsed?.type === "VEVENT" && parsed.uid).toBe(vevent.uid);
    expect(parsed?.type === "VEVENT" && parsed.start.toISOString()).toBe(
      "2026-06-02T14:00:00.000Z",
    );
    expect(parsed?.type === "VEVENT" && parsed.end?.toISOString()).toBe("2026-06-02T14:30:00.000Z");
  });

  it("offers the next slots when the chosen one was taken meanwhile", async () => {
    const lead = await demo("Xia");
    const result = await bookAtUtc(lead, "2026-06-02T14:00:00Z");
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== "taken") throw new Error("expected taken");
    expect(result.slots[0]?.start.toISOString()).toBe("2026-06-02T15:00:00.000Z");
  });

  it("never books one lead twice", async () => {
    const lead = await demo("Yan");
    const first = await bookAtUtc(lead, "2026-06-03T14:00:00Z");
    const again = await bookAtUtc(lead, "2026-06-03T16:00:00Z");
    expect(first.ok).toBe(true);
    expect(again).toMatchObject({ ok: false, reason: "already-booked" });
  });

  it("reschedules and cancels with a rising SEQUENCE and withdraws reminders", async () => {
    const lead = await demo("Zoe");
    const booked = await bookAtUtc(lead, "2026-06-04T14:00:00Z");
    if (!booked.ok) throw new Error("not booked");
    const [before] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, booked.meetingId));
    expect(
      await rescheduleMeeting(database.db, booked.meetingId, new Date("2026-06-02T14:00:00Z"), now),
    ).toEqual({ ok: false, reason: "taken" });
    expect(
      await rescheduleMeeting(database.db, booked.meetingId, new Date("2026-06-04T14:30:00Z"), now),
    ).toEqual({ ok: true });
    const [moved] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, booked.meetingId));
    expect(moved?.sequence).toBe(1);
    expect(moved?.startsAt.toISOString()).toBe("2026-06-04T14:30:00.000Z");
    const gone = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, before?.reminderIds ?? []));
    expect(gone).toHaveLength(0);
    expect(await cancelMeeting(database.db, booked.meetingId, null, now)).toBe(true);
    expect(await cancelMeeting(database.db, booked.meetingId, null, now)).toBe(false);
    const [cancelled] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, booked.meetingId));
    expect(cancelled?.sequence).toBe(2);
    expect(
      await database.db
        .select()
        .from(meetingBlocks)
        .where(eq(meetingBlocks.meetingId, booked.meetingId)),
    ).toHaveLength(0);
    const mails = await mailsOf(lead.id);
    const cancel = mails.find((m) => m.calendar?.includes("METHOD:CANCEL"));
    expect(cancel?.calendar).toContain("SEQUENCE:2");
    expect(cancel?.calendar).toContain("STATUS:CANCELLED");
    expect(mails.filter((m) => m.kind === "meeting-reminder")).toHaveLength(0);
    // The meeting's own entries (the visitor's cancellation also sets the owner a follow-up).
    const actions = (
      await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
    )
      .filter((e) => e.type === "meeting")
      .map((e) => e.data?.action);
    expect(actions.sort()).toEqual(["booked", "cancelled", "moved"]);
  });

  it("lets staff mark a meeting Completed or No Show, moving the demo request", async () => {
    for (const [name, outcome, status] of [
      ["Ola", "completed", "Completed"],
      ["Pat", "no-show", "No Show"],
    ] as const) {
      const lead = await demo(name);
      const slots = (await offeredSlots(database.db, lead, now)).slots;
      const booked = await bookAtUtc(lead, slots[0]?.start ?? now);
      if (!booked.ok) throw new Error("not booked");
      expect(await markMeeting(database.db, booked.meetingId, outcome, ann)).toBe(true);
      expect((await bookingLead(database.db, "demos", lead.id))?.status).toBe(status);
    }
  });

  it("sends a candidate an interview link with the HR pool, moving them to Interviewing", async () => {
    const hal = { id: "bk-hal", email: "hal@example.com", name: "Hal HR", role: "hr" };
    await addBookableStaff(database.db, [hal], { timeZone: "Europe/Berlin" });
    const [application] = await database.db
      .insert(jobApplications)
      .values({ name: "Cy Candidate", email: "cy@example.com", status: "Under Review" })
      .returning({ id: jobApplications.id });
    const id = application?.id ?? "";
    const sent = await sendInterviewLink(hal, id, database.db);
    expect(sent.ok).toBe(true);
    const lead = await bookingLead(database.db, "applications", id);
    expect(lead?.status).toBe("Interviewing");
    const [mail] = await mailsOf(id);
    expect(mail?.text).toMatch(/\/book\/[\w-]+\.[\w-]+/);
    if (!lead) throw new Error("no application");
    const { type, slots } = await offeredSlots(database.db, lead, now);
    expect(type.name).toBe("Interview");
    expect(new Set(slots.flatMap((slot) => slot.staffIds))).toEqual(
      new Set([ann.id, ben.id, hal.id]),
    );
    // HR does not work demo requests, so is never offered for a demo.
    const demoSlots = (await offeredSlots(database.db, await demo("Dee", null), now)).slots;
    expect(demoSlots.some((slot) => slot.staffIds.includes(hal.id))).toBe(false);
  });
});
