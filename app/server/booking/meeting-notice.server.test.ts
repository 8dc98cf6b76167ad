import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addBookableStaff, bookLeadAt } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { emailOutbox, jobApplications, users } from "../db/schema.server";
import { eventsFor, saveNotificationModes } from "../notifications/preferences.server";
import { cancelMeeting } from "./meeting-changes.server";

// Record 100: a lead's owner hears at once when its visitor books or cancels a meeting with
// someone else, unless they turned it off under My notifications.

const kim = { id: "mn-kim", email: "kim@example.com", name: "Kim Host", role: "hr" };
const hana = { id: "mn-hana", email: "hana@example.com", name: "Hana Owner", role: "hr" };
// A Monday, 08:00 in New York: slots from 12:00 on.
const now = new Date("2026-06-01T12:00:00Z");

describe(`meeting notices to the lead's owner (${engine})`, () => {
  const database = databaseForThisFile(async ({ db }) => {
    // Kim is bookable; Hana owns the applications but keeps no hours.
    await addBookableStaff(db, [kim]);
    await db.insert(users).values({ ...hana, emailVerified: true, twoFactorEnabled: true });
  });
  let day = 2;
  const application = async (name: string) => {
    const [row] = await database.db
      .insert(jobApplications)
      .values({ name, email: `${name.toLowerCase()}@example.com`, ownerId: hana.id })
      .returning({ id: jobApplications.id });
    return row?.id ?? "";
  };
  const book = (id: string) =>
    bookLeadAt(database.db, "applications", id, new Date(`2026-06-0${day++}T14:00:00Z`), now);
  const alertsOf = async (leadId: string) =>
    (
      await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.leadId, leadId), eq(emailOutbox.to, hana.email)))
    ).map((mail) => mail.subject);

  it("offers the two meeting events to staff whose lists are booked", () => {
    expect(eventsFor("hr")).toEqual(
      expect.arrayContaining(["meeting-booked", "meeting-cancelled"]),
    );
    expect(eventsFor("editor")).toEqual([]);
  });

  it("tells the owner at once of a booking and a visitor's cancellation with someone else", async () => {
    const id = await application("Ivy");
    const meetingId = await book(id);
    expect(await alertsOf(id)).toEqual(["Meeting booked on your job application"]);
    expect(await cancelMeeting(database.db, meetingId, null, now)).toBe(true);
    expect((await alertsOf(id)).sort()).toEqual([
      "Meeting booked on your job application",
      "Meeting cancelled on your job application",
    ]);
  });

  it("tells nobody who turned the events off", async () => {
    await saveNotificationModes(database.db, hana, {
      "meeting-booked": "off",
      "meeting-cancelled": "off",
    });
    const id = await application("Jay");
    const meetingId = await book(id);
    expect(await cancelMeeting(database.db, meetingId, null, now)).toBe(true);
    expect(await alertsOf(id)).toEqual([]);
  });
});
