import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBookableStaff } from "../../../tests/support/booking";
import { createPostgresDatabase, type ScratchDatabase } from "../../../tests/support/databases";
import { type Database, openDatabase } from "../db/client.server";
import { useDatabase } from "../db/index.server";
import { demoRequests, meetingBlocks, meetings } from "../db/schema.server";
import { bookingLead, bookMeeting } from "./booking.server";

// Record 077: a slot is held by meeting_blocks' primary key. With PostgreSQL, two separate
// connection pools stand for two server instances; PGlite has one writer, so there the 50
// bookings race within one process.
const adminUrl = process.env.TEST_DATABASE_URL;
const engine = adminUrl ? "postgres, two pools" : "pglite";
const staff = { id: "cc-ann", email: "cc-ann@example.com", name: "Ann", role: "admin" };
const now = new Date("2026-06-01T12:00:00Z");
const slot = new Date("2026-06-02T14:00:00Z");

describe(`50 visitors book one slot at once (${engine})`, () => {
  let scratch: ScratchDatabase | undefined;
  let instances: Database[] = [];
  beforeAll(async () => {
    scratch = adminUrl ? await createPostgresDatabase({ adminUrl }) : undefined;
    const first = openDatabase(scratch ? { url: scratch.url } : {});
    await first.migrate();
    instances = scratch ? [first, openDatabase({ url: scratch.url })] : [first];
    useDatabase(first);
    await addBookableStaff(first.db, [staff]);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await scratch?.drop();
  });

  it("lets exactly one win and tells the others it was taken", async () => {
    const [first] = instances;
    if (!first) throw new Error("no database");
    const ids = await first.db
      .insert(demoRequests)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          name: `Visitor ${i}`,
          email: `v${i}@example.com`,
          ownerId: staff.id,
        })),
      )
      .returning({ id: demoRequests.id });
    const leads = await Promise.all(ids.map(({ id }) => bookingLead(first.db, "demos", id)));
    const results = await Promise.all(
      leads.map((lead, i) => {
        const instance = instances[i % instances.length];
        if (!lead || !instance) throw new Error("no lead");
        return bookMeeting(instance.db, lead, { start: slot, visitorTimeZone: "UTC" }, now);
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "taken")).toHaveLength(49);
    expect(await first.db.select().from(meetings).where(eq(meetings.startsAt, slot))).toHaveLength(
      1,
    );
  });

  it("refuses a second hold of a block in the database itself, whatever the code checks", async () => {
    const [first] = instances;
    const [meeting] = (await first?.db.select().from(meetings)) ?? [];
    if (!first || !meeting) throw new Error("no meeting");
    await expect(
      first.db
        .insert(meetingBlocks)
        .values({ staffId: staff.id, blockStart: slot, meetingId: meeting.id }),
    ).rejects.toThrow();
  });
});
