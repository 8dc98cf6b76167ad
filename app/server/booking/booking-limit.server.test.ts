import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultWeeklyHours } from "~/lib/booking";
import { demoToBook } from "../../../tests/support/booking";
import { databaseForThisFile, engine } from "../../../tests/support/test-database";
import { meetings, rateLimits, staffAvailability, users } from "../db/schema.server";
import { tooManyRequests } from "../intake/intake.server";
import { bookPageAction } from "./book-page.server";
import { bookedMeeting, bookingLead, offeredSlots } from "./booking.server";
import { limitBookingPost } from "./booking-limit.server";
import { manageUrl } from "./mails.server";
import { managePageAction } from "./manage-page.server";
import { bookingUrl } from "./offer.server";

// Record 089: the visitor's booking posts count per address (20 in 10 minutes) and per link
// (10); over either, 429 and nothing changes.

const staff = { id: "bl-sam", email: "sam.limit@example.com", name: "Sam Limit", role: "admin" };
const WINDOW_MS = 600_000;
const at = new Date("2026-06-01T12:01:00Z");

const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1) ?? "";
const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : (answer as { init?: { status?: number } }).init?.status;
const post = (fields: Record<string, string>) =>
  new Request("http://localhost/book/x", { method: "POST", body: new URLSearchParams(fields) });

describe(`rate limits of the booking pages (${engine})`, () => {
  const database = databaseForThisFile(async ({ db }) => {
    await db.insert(users).values({ ...staff, emailVerified: true });
    await db
      .insert(staffAvailability)
      .values({ userId: staff.id, timeZone: "UTC", weeklyHours: defaultWeeklyHours });
  });
  const demo = (name: string) => demoToBook(database.db, name, { ownerId: staff.id });
  /** Fills a counter to `count` in this window and the next, so the test holds at a boundary. */
  async function fill(key: string, count: number) {
    const start = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
    await database.db
      .insert(rateLimits)
      .values([0, 1].map((n) => ({ key, windowStart: new Date(start + n * WINDOW_MS), count })));
  }

  it("allows 10 posts per link and 20 per address in 10 minutes", async () => {
    const lead = await demo("Lina");
    const token = tokenOf(bookingUrl("demos", lead.id, at));
    for (let n = 1; n <= 10; n++) {
      expect(await limitBookingPost(database.db, "book", token, `198.51.100.${n}`, at)).toBeNull();
    }
    const over = await limitBookingPost(database.db, "book", token, "198.51.100.11", at);
    expect(statusOf(over)).toBe(429);
    expect(over).toMatchObject({ data: { tooMany: tooManyRequests } });
    // The next window starts afresh.
    const later = new Date(at.getTime() + WINDOW_MS);
    expect(await limitBookingPost(database.db, "book", token, "198.51.100.12", later)).toBeNull();

    // Made-up tokens count against the address only.
    for (let n = 1; n <= 20; n++) {
      expect(
        await limitBookingPost(database.db, "book", `forged-${n}`, "203.0.113.9", at),
      ).toBeNull();
    }
    expect(statusOf(await limitBookingPost(database.db, "manage", "x", "203.0.113.9", at))).toBe(
      429,
    );
    const keys = await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, "booking-link:%"));
    expect(new Set(keys.map((row) => row.key))).toEqual(new Set([`booking-link:demos:${lead.id}`]));
  });

  it("answers 429 to a booking over the limit and books nothing", async () => {
    const lead = await demo("Bea");
    const token = tokenOf(bookingUrl("demos", lead.id));
    const [slot] = (await offeredSlots(database.db, lead)).slots;
    if (!slot) throw new Error("no free slot");
    const fields = { start: slot.start.toISOString(), tz: "UTC" };
    await fill("booking:192.0.2.50", 20);

    const refused = await bookPageAction(token, post(fields), "192.0.2.50");
    expect(statusOf(refused)).toBe(429);
    expect(refused).toMatchObject({ data: { tooMany: tooManyRequests } });
    expect(await bookedMeeting(database.db, lead)).toBeNull();
    expect((await bookingLead(database.db, "demos", lead.id))?.status).toBe(lead.status);

    // Another address may: the same post books.
    expect(statusOf(await bookPageAction(token, post(fields), "192.0.2.51"))).toBe(302);
    const meeting = await bookedMeeting(database.db, lead);
    expect(meeting?.startsAt.toISOString()).toBe(slot.start.toISOString());

    // The manage link over its limit: the meeting is not cancelled.
    if (!meeting) return;
    await fill(`booking-link:meeting:${meeting.id}`, 10);
    const manageToken = tokenOf(manageUrl(meeting.id));
    const cancel = await managePageAction(manageToken, post({ intent: "cancel" }), "192.0.2.52");
    expect(statusOf(cancel)).toBe(429);
    const [after] = await database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(after?.status).toBe("booked");
  });
});
