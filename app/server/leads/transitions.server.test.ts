import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addBookableStaff, addDemoRequest } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { bookingLead, bookMeeting } from "../booking/booking.server";
import { cancelMeeting } from "../booking/meeting-changes.server";
import { setLeadStatus } from "../dashboard/staff-actions.server";
import { auditLog, demoRequests, meetings } from "../db/schema.server";
import { recordAction } from "../workspace/record-actions.server";
import { leadTimeline } from "../workspace/timeline.server";

// A lead's status and owner move through leads/transitions.server.ts (record 100): a booking
// gives an unowned lead to its host, a visitor's cancellation returns it to where it was and
// tells its owner to follow up, and every move's audit row says from which address.

const kim = { id: "tr-kim", email: "kim@example.com", name: "Kim Host", role: "admin" };
// A Monday, 08:00 in New York: the first slot with four hours' notice is 12:00.
const now = new Date("2026-06-01T12:00:00Z");

describe(`a lead's transitions (${engine})`, () => {
  const database = databaseForThisFile(({ db }) => addBookableStaff(db, [kim]));
  let day = 2;
  const demo = (name: string, status = "New") => addDemoRequest(database.db, name, { status });
  const book = async (id: string, ip: string | null = null) => {
    const lead = await bookingLead(database.db, "demos", id);
    if (!lead) throw new Error("no lead");
    const start = new Date(`2026-06-0${day++}T14:00:00Z`);
    const booked = await bookMeeting(database.db, lead, { start, visitorTimeZone: "UTC", ip }, now);
    if (!booked.ok) throw new Error(`booking failed: ${booked.reason}`);
    return booked.meetingId;
  };
  const leadRow = async (id: string) => {
    const [row] = await database.db.select().from(demoRequests).where(eq(demoRequests.id, id));
    return row;
  };
  const audits = (id: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, "demos"), eq(auditLog.subjectId, id)));

  it("makes the host the owner of an unowned lead the visitor books, audited", async () => {
    const id = await demo("Ola");
    await book(id, "203.0.113.7");
    const lead = await leadRow(id);
    expect(lead?.ownerId).toBe(kim.id);
    expect(lead?.status).toBe("Scheduled");
    const rows = await audits(id);
    expect(rows.find((r) => r.action === "assigned")).toMatchObject({
      actorId: null,
      ip: "203.0.113.7",
      detail: { ownerId: kim.id, on: "booked" },
    });
    expect(rows.find((r) => r.action === "status-changed")).toMatchObject({
      ip: "203.0.113.7",
      detail: { from: "New", to: "Scheduled", on: "booked" },
    });
    const timeline = await leadTimeline("demos", id, database.db);
    expect(timeline.some((e) => e.type === "assigned" && e.toName === kim.name)).toBe(true);
  });

  it("returns a visitor's cancelled booking to the status before it, with a follow-up for the owner", async () => {
    const id = await demo("Pia", "New");
    const meetingId = await book(id);
    const [meeting] = await database.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(meeting?.priorLeadStatus).toBe("New");
    expect(await cancelMeeting(database.db, meetingId, null, now, "198.51.100.9")).toBe(true);
    const lead = await leadRow(id);
    expect(lead?.status).toBe("New");
    expect(lead?.ownerId).toBe(kim.id);
    expect(lead?.followUpAt?.toISOString()).toBe(now.toISOString());
    const timeline = await leadTimeline("demos", id, database.db);
    expect(timeline.some((e) => e.type === "follow-up")).toBe(true);
    expect((await audits(id)).find((r) => r.detail?.to === "New")).toMatchObject({
      actorId: null,
      ip: "198.51.100.9",
      detail: { from: "Scheduled", to: "New", on: "meeting-cancelled" },
    });
  });

  it("keeps an earlier follow-up, and gives none when staff cancel", async () => {
    const id = await demo("Quin", "Contacted");
    const meetingId = await book(id);
    expect(await cancelMeeting(database.db, meetingId, kim, now)).toBe(true);
    const lead = await leadRow(id);
    expect(lead?.status).toBe("Contacted");
    expect(lead?.followUpAt).toBeNull();
  });

  it("writes the client address on a staff assignment's audit row", async () => {
    const id = await demo("Sol");
    const values = { intent: "assign", ownerId: kim.id };
    expect((await recordAction("demos", id, kim, values, "192.0.2.45")).ok).toBe(true);
    expect((await audits(id)).find((r) => r.action === "assigned")).toMatchObject({
      actorId: kim.id,
      ip: "192.0.2.45",
    });
  });

  it("writes the client address on a staff status change's audit row", async () => {
    const id = await demo("Rae");
    const values = { id, status: "Contacted" };
    expect((await setLeadStatus("demos", kim, values, "192.0.2.44")).ok).toBe(true);
    expect((await audits(id)).find((r) => r.action === "status-changed")).toMatchObject({
      actorId: kim.id,
      ip: "192.0.2.44",
      detail: { from: "New", to: "Contacted" },
    });
  });
});
