import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addBookableStaff,
  addDemoRequest,
  bookLeadAt,
  demoToBook,
} from "../../../tests/support/booking";
import { applyToNewJob } from "../../../tests/support/careers";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { emailOutbox, leadEvents } from "../db/schema.server";
import { leadTimeline } from "../workspace/timeline.server";
import { bookPageAction } from "./book-page.server";
import { offeredSlots } from "./booking.server";
import { calendarLinks } from "./calendar-links.server";
import { sendInterviewLink } from "./interviews.server";
import { leadMeetings } from "./lead-meetings.server";
import { mailView } from "./mail-view.server";
import { cancelMeeting, meetingById, rescheduleSlots } from "./meeting-changes.server";
import { bookingUrl } from "./offer.server";
import { timeChoice } from "./slot-days.server";

// The visitor's booking steps (record 117): what the pages and the mails are built from.

const pat = { id: "bs-pat", email: "pat@example.com", name: "Pat Host", role: "admin" };
// A Monday, 08:00 in New York.
const now = new Date("2026-06-01T12:00:00Z");

describe(`booking steps (${engine})`, () => {
  const database = databaseForThisFile(({ db }) => addBookableStaff(db, [pat]));
  // Weekdays of the default hours, one per booking, so that no two share a slot.
  const days = ["02", "03", "04", "05", "08", "09"];
  const bookDemo = async (name: string) => {
    const id = await addDemoRequest(database.db, name, { status: "Contacted" });
    const start = new Date(`2026-06-${days.shift()}T14:00:00Z`);
    return { id, start, meetingId: await bookLeadAt(database.db, "demos", id, start, now) };
  };

  it("does not offer a meeting's own time as a time to move to", async () => {
    const { meetingId, start } = await bookDemo("Ola");
    const meeting = await meetingById(database.db, meetingId);
    if (!meeting) throw new Error("no meeting");
    const slots = await rescheduleSlots(database.db, meeting, now);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.some((slot) => slot.start.getTime() === start.getTime())).toBe(false);
  });

  it("names the company and links reschedule and cancel in the calendar event", async () => {
    const { id, meetingId } = await bookDemo("Ben");
    const view = await mailView(database.db, meetingId);
    // The invitations: the visitor's event carries their links, the host's does not.
    const invitations = await database.db
      .select({ to: emailOutbox.to, calendar: emailOutbox.calendar })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "meeting")));
    const unfolded = (to: string) =>
      (invitations.find((mail) => mail.to === to)?.calendar ?? "").replace(/\r\n[ \t]/g, "");
    expect(unfolded("ben@example.com")).toContain("SUMMARY:Brazos Digital demo");
    expect(unfolded("ben@example.com")).toContain("Reschedule: ");
    expect(unfolded(pat.email)).not.toContain("/book/manage/");
    expect(view.summary).toBe("Brazos Digital demo");
    expect(view.description).not.toContain("/book/manage/");
    expect(view.visitorLinks).toMatch(/Reschedule: \S+\/book\/manage\//);
    expect(view.visitorLinks).toMatch(/Cancel: \S+\/book\/manage\/\S+\?cancel=1/);
    const links = calendarLinks(view);
    expect(new URL(links.google).searchParams.get("text")).toBe("Brazos Digital demo");
    expect(new URL(links.google).searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    expect(new URL(links.outlook).searchParams.get("subject")).toBe("Brazos Digital demo");
    const ics = decodeURIComponent(links.ics.replace(/^data:text\/calendar;charset=utf-8,/, ""));
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("SUMMARY:Brazos Digital demo");
    expect(ics).toContain("Reschedule: ");
    expect(new URL(links.google).searchParams.get("details")).toContain("?cancel=1");
  });

  it("keeps the visitor's reason for cancelling, on the record and in the host's mail", async () => {
    const { id, meetingId } = await bookDemo("Cy");
    const reason = "We chose another vendor.";
    expect(await cancelMeeting(database.db, meetingId, null, now, null, reason)).toBe(true);
    expect((await meetingById(database.db, meetingId))?.cancelReason).toBe(reason);
    const [event] = await database.db
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.type, "meeting")))
      .orderBy(leadEvents.createdAt)
      .offset(1);
    expect(event?.data).toMatchObject({ action: "cancelled", reason });
    const mails = await database.db
      .select({ to: emailOutbox.to, text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "meeting")));
    const cancellations = mails.filter((mail) => mail.text.includes("is cancelled"));
    expect(cancellations.find((mail) => mail.to === pat.email)?.text).toContain(
      `Their reason: ${reason}`,
    );
    // The visitor's own mail does not repeat it back.
    expect(cancellations.find((mail) => mail.to !== pat.email)?.text).not.toContain("reason");
  });

  it("reads the chosen day and time from the address, dropping a time no longer free", async () => {
    const { meetingId } = await bookDemo("Dee");
    const meeting = await meetingById(database.db, meetingId);
    if (!meeting) throw new Error("no meeting");
    const slots = await rescheduleSlots(database.db, meeting, now);
    const zone = "Europe/Berlin";
    const first = timeChoice(slots, new URLSearchParams(), zone);
    expect(first.zoneDecided).toBe(false);
    expect(first.chosen).toBeNull();
    expect(first.day?.date).toBe(first.days[0]?.date);
    const second = first.days[1];
    const picked = timeChoice(
      slots,
      new URLSearchParams({ tz: zone, day: second?.date ?? "" }),
      zone,
    );
    expect(picked.zoneDecided).toBe(true);
    expect(picked.day?.date).toBe(second?.date);
    const start = picked.day?.slots[2]?.start ?? "";
    const chosen = timeChoice(slots, new URLSearchParams({ tz: zone, start }), zone);
    expect(chosen.chosen?.start).toBe(start);
    expect(chosen.chosen?.when).toContain("(Europe/Berlin)");
    const gone = timeChoice(
      slots,
      new URLSearchParams({ start: meeting.startsAt.toISOString() }),
      zone,
    );
    expect(gone.chosen).toBeNull();
  });

  it("folds reminders into the record's meeting card and calls a cancellation one", async () => {
    const { id, meetingId } = await bookDemo("Eve");
    const [card] = await leadMeetings(database.db, { kind: "demos", id }, now);
    expect(card).toMatchObject({ id: meetingId, status: "booked", hostName: "Pat Host" });
    expect(card?.reminders).toHaveLength(2);
    const before = await leadTimeline("demos", id, database.db);
    expect(before.some((e) => e.type === "email" && e.kind === "meeting-reminder")).toBe(false);
    expect(before.some((e) => e.type === "email" && e.label === "Meeting invitation")).toBe(true);
    await cancelMeeting(database.db, meetingId, null, now, null, "Double-booked.");
    const [cancelled] = await leadMeetings(database.db, { kind: "demos", id }, now);
    expect(cancelled).toMatchObject({ status: "cancelled", cancelReason: "Double-booked." });
    const after = await leadTimeline("demos", id, database.db);
    expect(
      after.filter((e) => e.type === "email" && e.label === "Meeting cancellation"),
    ).toHaveLength(2);
  });

  it("sends HR's interview link naming the job, with their note, signed by them", async () => {
    const id = await applyToNewJob(database.db, {
      name: "Gus Candidate",
      email: "gus@example.com",
    });
    const note = "We loved your pipeline write-up.";
    const sent = await sendInterviewLink(pat, id, database.db, null, { note });
    expect(sent.ok).toBe(true);
    const [mail] = await database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, id));
    expect(mail?.subject).toBe("Pick a time for your interview: Data Engineer");
    expect(mail?.text).toContain("Hello Gus,");
    expect(mail?.text).toContain("applying for Data Engineer at Brazos Digital");
    expect(mail?.text).toContain(note);
    expect(mail?.text).toMatch(/\/book\/\S+/);
    expect(mail?.text).toMatch(/Best regards,\nPat Host\nBrazos Digital$/);
    // A note too long is refused, and nothing is sent.
    const long = await sendInterviewLink(pat, id, database.db, null, { note: "x".repeat(2001) });
    expect(long.ok).toBe(false);
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id)),
    ).toHaveLength(1);
  });

  it("sends a visitor whose confirmed time was just taken back to that day's free times", async () => {
    const lead = (name: string) => demoToBook(database.db, name);
    const [first, second] = [await lead("Hal"), await lead("Ivy")];
    const [slot] = (await offeredSlots(database.db, first)).slots;
    if (!slot) throw new Error("no free slot");
    const post = () =>
      new Request("http://localhost/book/x", {
        method: "POST",
        body: new URLSearchParams({ start: slot.start.toISOString(), tz: "UTC" }),
      });
    const tokenOf = (id: string) => new URL(bookingUrl("demos", id)).pathname.split("/").at(-1);
    const booked = await bookPageAction(tokenOf(first.id) ?? "", post(), "192.0.2.70");
    expect(booked instanceof Response && booked.headers.get("Location")).toContain("booked=1");
    const taken = await bookPageAction(tokenOf(second.id) ?? "", post(), "192.0.2.71");
    const location = taken instanceof Response ? (taken.headers.get("Location") ?? "") : "";
    const params = new URL(location, "http://localhost").searchParams;
    expect(params.get("taken")).toBe("1");
    expect(params.get("day")).toBe(slot.start.toISOString().slice(0, 10));
    expect(params.has("start")).toBe(false);
  });
});
