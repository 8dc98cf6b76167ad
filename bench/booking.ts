// Slot computation of meeting booking (record 077) for a round-robin pool of 20 staff members
// with two weeks of meetings and busy times from their own calendars (record 087): the time to
// read their calendars and compute the next 14 days of free slots, as the slot picker does per
// page view, on PGlite and on PostgreSQL.
// Usage: npm run bench:booking [-- --runs 200 --engines pglite,postgres]
import { defaultWeeklyHours } from "../app/lib/booking.ts";
import { bookingLead, offeredSlots } from "../app/server/booking/booking.server.ts";
import { bookableStaff, loadCalendars } from "../app/server/booking/calendars.server.ts";
import { freeSlots, meetingBlockStarts } from "../app/server/booking/slots.server.ts";
import { type Database, openDatabase } from "../app/server/db/client.server.ts";
import {
  assignmentRules,
  demoRequests,
  meetingBlocks,
  meetings,
  staffAvailability,
  staffBusyFeeds,
  users,
} from "../app/server/db/schema.server.ts";
import { adminDatabaseUrl, createPostgresDatabase } from "../tests/support/databases.ts";
import { flags, positiveInt } from "./lib/args.ts";
import { parseEngines } from "./lib/engines.ts";
import { percentile } from "./lib/load.ts";
import { table } from "./lib/table.ts";

const args = flags({ runs: { type: "string" }, engines: { type: "string" } });
const runs = positiveInt(args.runs, "runs", 200);
const engines = parseEngines(args.engines);
const POOL = 20;
const ZONES = ["America/New_York", "America/Chicago", "Europe/Berlin", "America/Los_Angeles"];
const now = new Date();

async function seed(database: Database) {
  const { db } = database;
  const staff = Array.from({ length: POOL }, (_, i) => ({
    id: `bench-staff-${i}`,
    email: `staff${i}@bench.example`,
    name: `Staff ${i}`,
    role: "admin",
  }));
  await db.insert(users).values(staff.map((u) => ({ ...u, emailVerified: true })));
  await db.insert(staffAvailability).values(
    staff.map((u, i) => ({
      userId: u.id,
      timeZone: ZONES[i % ZONES.length] ?? "UTC",
      weeklyHours: defaultWeeklyHours,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      minNoticeMinutes: 60,
      maxPerDay: 8,
    })),
  );
  await db.insert(assignmentRules).values({
    leadKind: "demos",
    mode: "round_robin",
    staffIds: staff.map((u) => u.id),
  });
  // Five meetings a day per person for 14 days: every other hour from the horizon's start.
  for (const [i, person] of staff.entries()) {
    const starts = Array.from({ length: 14 * 5 }, (_, k) => {
      const day = Math.floor(k / 5);
      const at = new Date(now.getTime() + day * 86_400_000 + (k % 5) * 2 * 3_600_000);
      at.setUTCMinutes(i % 2 ? 0 : 30, 0, 0);
      return at;
    });
    const leads = await db
      .insert(demoRequests)
      .values(starts.map((_, k) => ({ name: `V ${i}-${k}`, email: `v${i}-${k}@bench.example` })))
      .returning({ id: demoRequests.id });
    const rows = await db
      .insert(meetings)
      .values(
        starts.map((start, k) => ({
          typeId: "demo",
          staffId: person.id,
          leadKind: "demos",
          leadId: leads[k]?.id ?? "",
          startsAt: start,
          endsAt: new Date(start.getTime() + 30 * 60_000),
          visitorName: "V",
          visitorEmail: "v@bench.example",
          visitorTimeZone: "UTC",
          heldFrom: new Date(meetingBlockStarts(start, 30, 5, 10)[0] ?? 0),
          heldUntil: new Date((meetingBlockStarts(start, 30, 5, 10).at(-1) ?? 0) + 15 * 60_000),
        })),
      )
      .returning({ id: meetings.id, startsAt: meetings.startsAt });
    await db.insert(meetingBlocks).values(
      rows.flatMap((row) =>
        meetingBlockStarts(row.startsAt, 30, 5, 10).map((at) => ({
          staffId: person.id,
          blockStart: new Date(at),
          meetingId: row.id,
        })),
      ),
    );
  }
  // Each person's own calendar (record 087): three busy hours a day over the horizon.
  await db.insert(staffBusyFeeds).values(
    staff.map((person) => ({
      userId: person.id,
      url: "https://calendar.bench.example/basic.ics",
      busy: Array.from({ length: 16 * 3 }, (_, k): [number, number] => {
        const at = now.getTime() + Math.floor(k / 3) * 86_400_000 + (k % 3) * 5 * 3_600_000;
        return [at + 3_600_000, at + 2 * 3_600_000];
      }),
      readAt: now,
    })),
  );
  const [lead] = await db
    .insert(demoRequests)
    .values({ name: "Bench visitor", email: "visitor@bench.example" })
    .returning({ id: demoRequests.id });
  return bookingLead(db, "demos", lead?.id ?? "");
}

const rows: (string | number)[][] = [];
for (const engine of engines) {
  const scratch =
    engine === "postgres" ? await createPostgresDatabase({ adminUrl: adminDatabaseUrl }) : null;
  const database = openDatabase(scratch ? { url: scratch.url } : {});
  try {
    await database.migrate();
    const lead = await seed(database);
    if (!lead) throw new Error("seeding the visitor failed");
    const staff = await bookableStaff(database.db, lead);
    const calendars = await loadCalendars(database.db, staff.ids, now);
    const whole: number[] = [];
    const compute: number[] = [];
    let slots = 0;
    for (let run = 0; run < runs + 5; run++) {
      const started = performance.now();
      slots = (await offeredSlots(database.db, lead, now)).slots.length;
      const read = performance.now() - started;
      const computeStarted = performance.now();
      freeSlots(calendars, 30, now);
      const computed = performance.now() - computeStarted;
      if (run < 5) continue; // warm-up
      whole.push(read);
      compute.push(computed);
    }
    const fmt = (v: number) => v.toFixed(1);
    for (const [what, times] of [
      ["read + compute", whole],
      ["compute only", compute],
    ] as const) {
      const sorted = times.sort((a, b) => a - b);
      const ms = (p: number) => fmt(percentile(sorted, p));
      rows.push([engine, what, runs, slots, ms(50), ms(95)]);
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}
console.log(`Slot computation, pool of ${POOL} with ${POOL * 70} meetings over 14 days`);
console.log(table(["engine", "what", "runs", "slots", "p50 ms", "p95 ms"], rows));
