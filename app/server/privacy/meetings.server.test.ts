import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { addBookableStaff, addDemoRequest, bookLeadAt } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { DAY } from "../../../tests/support/time";
import { demoRequests, emailOutbox, meetingBlocks, meetings } from "../db/schema.server";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "../leads/erased.server";
import { erasePersonData } from "./erasure.server";
import { describePersonData, findPersonData, personDataZip } from "./person-data.server";
import { runRetention } from "./retention.server";

// Record 089: a meeting copies its visitor's name and e-mail from the lead; erasure and
// retention take those copies with the lead, and the export shows them.

const staff = { id: "pm-sam", email: "sam@example.com", name: "Sam Staff", role: "admin" };
// A Monday, 08:00 in New York: slots from 12:00 on.
const now = new Date("2026-06-01T12:00:00Z");

describe(`privacy of booked meetings (${engine})`, () => {
  const database = databaseForThisFile(({ db }) => addBookableStaff(db, [staff]));
  let slot = 0;
  /** A demo request by `name` <email>, booked at the next free time of the week. */
  async function bookedDemo(name: string, email: string) {
    const leadId = await addDemoRequest(database.db, name, { email, ownerId: staff.id });
    const start = new Date(Date.parse("2026-06-02T14:00:00Z") + slot++ * DAY);
    return { leadId, meetingId: await bookLeadAt(database.db, "demos", leadId, start, now) };
  }
  /** Every meeting row that still holds the name or the address, anywhere in it. */
  async function rowsNaming(name: string, email: string) {
    const rows = await database.db.select().from(meetings);
    return rows.filter((row) => {
      const text = JSON.stringify(row).toLowerCase();
      return text.includes(name.toLowerCase()) || text.includes(email.toLowerCase());
    });
  }

  it("finds, exports and erases the visitor on every meeting, keeping the calendar", async () => {
    const email = "mira.visitor@example.com";
    const mine = await bookedDemo("Mira Visitor", email);
    // Booked under her address, then the lead's address was corrected to another one.
    const moved = await bookedDemo("Mira Visitor", email);
    await database.db
      .update(demoRequests)
      .set({ email: "office@example.org" })
      .where(eq(demoRequests.id, moved.leadId));
    const other = await bookedDemo("Olga Other", "olga@example.com");

    const data = await findPersonData(database.db, email.toUpperCase());
    expect(data.meetings.map((m) => m.id).sort()).toEqual([mine.meetingId, moved.meetingId].sort());
    expect(describePersonData(data)).toBe("1 demo request, 2 meetings");
    const zip = unzipSync(await personDataZip(database.db, data));
    const exported = JSON.parse(strFromU8(zip["data.json"] ?? new Uint8Array())) as {
      meetings: { id: string; visitorEmail: string; with: string; status: string }[];
    };
    expect(exported.meetings).toHaveLength(2);
    expect(exported.meetings[0]).toMatchObject({ visitorEmail: email, with: staff.name });

    const ids = [mine.meetingId, moved.meetingId];
    const before = await database.db.select().from(meetings).where(inArray(meetings.id, ids));
    const mailed = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.leadId, [mine.leadId, moved.leadId]));
    expect(mailed.filter((m) => m.kind === "meeting-reminder").length).toBeGreaterThan(0);

    const audit = { action: "data-erasure" as const, actor: null, ip: null };
    expect(await erasePersonData(database.db, data, audit)).toContain("2 meetings");

    expect(await rowsNaming("Mira Visitor", email)).toEqual([]);
    const after = await database.db.select().from(meetings).where(inArray(meetings.id, ids));
    for (const row of after) {
      const was = before.find((b) => b.id === row.id);
      expect(row).toMatchObject({
        visitorName: ANONYMISED_NAME,
        visitorEmail: ANONYMISED_EMAIL,
        reminderIds: [],
        status: was?.status,
        startsAt: was?.startsAt,
        endsAt: was?.endsAt,
        staffId: staff.id,
      });
    }
    // The staff calendar still holds the time.
    const blocks = await database.db
      .select()
      .from(meetingBlocks)
      .where(inArray(meetingBlocks.meetingId, ids));
    expect(blocks.length).toBeGreaterThan(0);
    // No invitation, move or reminder about these meetings waits in the outbox, nor any mail
    // that names her.
    const left = await database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.leadId, [mine.leadId, moved.leadId]));
    expect(left.filter((m) => m.kind.startsWith("meeting"))).toEqual([]);
    const all = await database.db.select().from(emailOutbox);
    expect(all.filter((m) => JSON.stringify(m).includes("Mira Visitor"))).toEqual([]);
    // Someone else's meeting is untouched.
    const [olga] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, other.meetingId));
    expect(olga).toMatchObject({ visitorName: "Olga Other", visitorEmail: "olga@example.com" });
    expect((await findPersonData(database.db, email)).meetings).toEqual([]);
  });

  it("anonymises a closed lead's meetings when retention anonymises the lead", async () => {
    const email = "rhea.retained@example.com";
    const booked = await bookedDemo("Rhea Retained", email);
    await database.db
      .update(meetings)
      .set({ status: "completed" })
      .where(eq(meetings.id, booked.meetingId));
    await database.db
      .update(demoRequests)
      .set({ status: "Completed" })
      .where(eq(demoRequests.id, booked.leadId));

    const run = await runRetention(database.db, new Date(Date.now() + 731 * DAY));
    expect(run?.demos).toBeGreaterThanOrEqual(1);
    expect(await rowsNaming("Rhea Retained", email)).toEqual([]);
    const [row] = await database.db
      .select()
      .from(meetings)
      .where(eq(meetings.id, booked.meetingId));
    expect(row).toMatchObject({ visitorName: ANONYMISED_NAME, status: "completed" });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.leadId, booked.leadId));
    expect(mails).toEqual([]);
  });
});
