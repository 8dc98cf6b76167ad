import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addBookableStaff, addDemoRequest, bookLeadAt } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { changeLeadStatus } from "../dashboard/lead-lists.server";
import { emailOutbox, jobApplications, statusChanges } from "../db/schema.server";
import { leadTimeline } from "../workspace/timeline.server";
import { type BookingKind, bookingLead } from "./booking.server";
import { sendInterviewLink } from "./interviews.server";
import { cancelMeeting } from "./meeting-changes.server";

// A cancelled meeting moves its lead back from the status booking gave it (records 088, 100).

const kim = { id: "mc-kim", email: "kim@example.com", name: "Kim Staff", role: "admin" };
// A Monday, 08:00 in New York: the first slot with four hours' notice is 12:00.
const now = new Date("2026-06-01T12:00:00Z");

describe(`cancelling a meeting moves the status back (${engine})`, () => {
  const database = databaseForThisFile(({ db }) => addBookableStaff(db, [kim]));
  let day = 2;
  // A fresh day each, so that no two bookings share a slot.
  const book = (kind: BookingKind, id: string) =>
    bookLeadAt(database.db, kind, id, new Date(`2026-06-0${day++}T14:00:00Z`), now);
  const demo = (name: string) => addDemoRequest(database.db, name, { status: "Contacted" });
  const statusOf = async (kind: BookingKind, id: string) =>
    (await bookingLead(database.db, kind, id))?.status;
  /** The lead's recorded change to `toStatus`. */
  const changeTo = async (id: string, toStatus: string) =>
    (await database.db.select().from(statusChanges).where(eq(statusChanges.leadId, id))).find(
      (change) => change.toStatus === toStatus,
    );

  it("moves a demo request from Scheduled back to Contacted when the visitor cancels", async () => {
    const id = await demo("Una");
    const meetingId = await book("demos", id);
    expect(await statusOf("demos", id)).toBe("Scheduled");
    expect(await cancelMeeting(database.db, meetingId, null, now)).toBe(true);
    expect(await statusOf("demos", id)).toBe("Contacted");
    expect(await changeTo(id, "Contacted")).toMatchObject({
      fromStatus: "Scheduled",
      toStatus: "Contacted",
      changedBy: null,
      changedByEmail: "una@example.com",
    });
    const timeline = await leadTimeline("demos", id, database.db);
    expect(timeline.some((e) => e.type === "meeting" && e.action === "cancelled")).toBe(true);
    expect(timeline.some((e) => e.type === "status" && e.to === "Contacted")).toBe(true);
  });

  it("leaves a status staff changed meanwhile as it is", async () => {
    const id = await demo("Vic");
    const meetingId = await book("demos", id);
    await changeLeadStatus("demos", id, "Closed", kim, database.db);
    expect(await cancelMeeting(database.db, meetingId, kim, now)).toBe(true);
    expect(await statusOf("demos", id)).toBe("Closed");
  });

  it("moves an application from Interviewing back to Under Review when staff cancel", async () => {
    const [row] = await database.db
      .insert(jobApplications)
      .values({ name: "Wes Candidate", email: "wes@example.com", status: "Under Review" })
      .returning({ id: jobApplications.id });
    const id = row?.id ?? "";
    expect((await sendInterviewLink(kim, id, database.db)).ok).toBe(true);
    const meetingId = await book("applications", id);
    expect(await statusOf("applications", id)).toBe("Interviewing");
    // The candidate's invitation says interview (record 088).
    const invitations = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.to, "wes@example.com")));
    const invitation = invitations.find((m) => m.calendar)?.text ?? "";
    expect(invitation).toContain("Your interview is booked.");
    expect(invitation).toContain(`Your interview with Brazos Digital: ${kim.name}`);
    expect(await cancelMeeting(database.db, meetingId, kim, now)).toBe(true);
    expect(await statusOf("applications", id)).toBe("Under Review");
    expect((await changeTo(id, "Under Review"))?.changedBy).toBe(kim.id);
  });
});
