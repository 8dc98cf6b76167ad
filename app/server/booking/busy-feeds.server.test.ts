import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WeeklyHours } from "~/lib/booking";
import {
  type CalendarHost,
  ownBusy,
  startCalendarHost,
} from "../../../tests/support/calendar-host";
import { createTestDatabase, engine } from "../../../tests/support/test-database";
import type { SessionUser } from "../auth/session.server";
import type { Database } from "../db/client.server";
import { staffAvailability, staffBusyFeeds, users } from "../db/schema.server";
import { createMailTransport } from "../mail/transport.server";
import { startScheduledWorker } from "../scheduler/scheduler.server";
import { fetchFeed } from "./busy-feed-fetch.server";
import { busyFeedOf, removeBusyFeed, saveBusyFeed } from "./busy-feed-settings.server";
import { FEED_REFRESH_MS, refreshDueFeeds } from "./busy-feeds.server";
import { loadCalendars } from "./calendars.server";
import { freeSlots } from "./slots.server";

const ann = { id: "bf-ann", email: "ann@example.com", name: "Ann Feed", role: "admin" };
const viewer = { id: ann.id, role: "admin" } as SessionUser;
// A Monday; the booking horizon (and the feed's) reaches into 3 November.
const now = new Date("2026-10-19T12:00:00Z");
const later = (rounds: number) => new Date(now.getTime() + rounds * FEED_REFRESH_MS);
// Free all day, every day, so that only the feed takes time away.
const allDay: WeeklyHours = Object.fromEntries(
  [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), [{ start: "00:00", end: "23:45" }]]),
);

describe(`busy times from a staff member's own calendar (${engine})`, () => {
  let database: Database;
  let host: CalendarHost;
  const state: { broken?: number | "hang"; bytes?: number } = {};
  const feedRow = async () => {
    const [row] = await database.db
      .select()
      .from(staffBusyFeeds)
      .where(eq(staffBusyFeeds.userId, ann.id));
    return row;
  };
  const spans = async () =>
    ((await feedRow())?.busy ?? []).map(([start, end]) => [
      new Date(start).toISOString(),
      new Date(end).toISOString(),
    ]);
  const save = (url: string, at = now) =>
    saveBusyFeed(database.db, viewer, { busyFeedUrl: url }, at);

  beforeAll(async () => {
    database = await createTestDatabase();
    host = await startCalendarHost(state);
    await database.db.insert(users).values({ ...ann, emailVerified: true });
  });
  afterAll(async () => {
    await host.close();
    await database.close();
  });

  it("is refused before the availability is saved", async () => {
    const answer = await save(host.url("/calendar.ics"));
    expect(answer.ok).toBe(false);
    expect(answer.toast?.description).toBe("Save your availability first.");
    await database.db.insert(staffAvailability).values({
      userId: ann.id,
      timeZone: "America/New_York",
      weeklyHours: allDay,
      minNoticeMinutes: 0,
      maxPerDay: 50,
    });
  });

  it("reads a saved feed in the next round and keeps its busy times", async () => {
    expect((await save(host.url("/moved"))).ok).toBe(true);
    expect(await busyFeedOf(database.db, ann.id)).toMatchObject({ readAt: null, waiting: true });
    // The feed is due at once: the round after the save reads it.
    expect(await refreshDueFeeds(database.db, now)).toBe(1);
    expect(await spans()).toEqual(ownBusy);
    const row = await feedRow();
    expect(row?.error).toBeNull();
    expect(row?.readAt).not.toBeNull();
    // Read, it is not due again until the refresh interval has passed.
    expect(await refreshDueFeeds(database.db, now)).toBe(0);
  });

  it("keeps those times from being offered", async () => {
    const calendars = await loadCalendars(database.db, [ann.id], now);
    const offered = new Set(freeSlots(calendars, 30, now, 15).map((s) => s.start.toISOString()));
    // Whether each time of 2026 (UTC) is offered.
    const expected = {
      // The weekly meeting, in Berlin's summer time, then its winter time; 27 October is excepted.
      "10-20T06:30": true,
      "10-20T07:00": false,
      "10-20T07:30": false,
      "10-20T08:00": true,
      "10-27T07:00": true,
      "10-27T08:00": true,
      "11-03T07:30": true,
      "11-03T08:00": false,
      "11-03T08:30": false,
      // The all-day event takes 22 October in New York, midnight to midnight (UTC−4).
      "10-22T03:00": true,
      "10-22T04:00": false,
      "10-23T03:00": false,
      "10-23T04:00": true,
      // Transparent and cancelled events, and the site's own meeting, take no time here.
      "10-21T14:00": true,
      "10-21T16:00": true,
      "10-24T15:00": true,
      // 13:10–13:40 takes the whole blocks it touches, 13:00 to 13:45.
      "10-23T12:30": true,
      "10-23T13:00": false,
      "10-23T13:30": false,
      "10-23T14:00": true,
      // 00:30–03:30 in New York on the night its clocks go back is four hours.
      "11-01T04:00": true,
      "11-01T04:30": false,
      "11-01T08:00": false,
      "11-01T08:30": true,
    };
    const isOffered = (iso: string) => offered.has(`2026-${iso}:00.000Z`);
    const found = Object.keys(expected).map((iso) => [iso, isOffered(iso)]);
    expect(Object.fromEntries(found)).toEqual(expected);
  });

  it("keeps the last busy times and says why when a read fails", async () => {
    const readAt = (await feedRow())?.readAt;
    const cases = [
      [500, "the server answered 500."],
      ["hang", "no answer within 0.2 seconds."],
    ] as const;
    for (const [index, [broken, error]] of cases.entries()) {
      state.broken = broken;
      const quick = (url: string) => fetchFeed(url, { timeoutMs: 200 });
      expect(await refreshDueFeeds(database.db, later(index + 1.5), quick)).toBe(1);
      expect((await feedRow())?.error).toBe(error);
      expect(await spans()).toEqual(ownBusy);
      expect((await feedRow())?.readAt).toEqual(readAt);
    }
    state.broken = undefined;
    expect(await busyFeedOf(database.db, ann.id)).toMatchObject({
      error: "no answer within 0.2 seconds.",
      waiting: false,
    });
  });

  it("keeps them too when the feed grows too large", async () => {
    await save(host.url("/calendar.ics"), later(4));
    await refreshDueFeeds(database.db, later(4));
    state.bytes = 5000;
    await database.db
      .update(staffBusyFeeds)
      .set({ url: host.url("/large") })
      .where(eq(staffBusyFeeds.userId, ann.id));
    await refreshDueFeeds(database.db, later(5), (url) => fetchFeed(url, { maxBytes: 2000 }));
    expect((await feedRow())?.error).toBe("it is larger than 2 kB.");
    expect(await spans()).toEqual(ownBusy);
  });

  it("is read by one instance per round", async () => {
    await save(host.url("/calendar.ics"), later(6));
    let reads = 0;
    const counted = (url: string) => {
      reads++;
      return fetchFeed(url);
    };
    const claims = await Promise.all(
      [1, 2, 3].map(() => refreshDueFeeds(database.db, later(6), counted)),
    );
    expect(claims.sort()).toEqual([0, 0, 1]);
    expect(reads).toBe(1);
    expect((await feedRow())?.error).toBeNull();
  });

  it("forgets the old busy times for a new address, and all of them on removal", async () => {
    await save(host.url("/calendar.ics"));
    expect(await spans()).toEqual(ownBusy);
    await save(host.url("/moved"));
    expect(await spans()).toEqual([]);
    expect((await removeBusyFeed(database.db, viewer)).ok).toBe(true);
    expect(await busyFeedOf(database.db, ann.id)).toBeNull();
    const [calendar] = await loadCalendars(database.db, [ann.id], now);
    expect(calendar?.busyBlocks.size).toBe(0);
  });

  it("is read by the worker loop every instance runs", async () => {
    await save(host.url("/calendar.ics"), new Date());
    const dataDir = await mkdtemp(join(tmpdir(), "busy-feeds-"));
    const transport = createMailTransport({ dataDir, from: "Brazos <no-reply@example.com>" });
    const worker = startScheduledWorker({ db: database.db, transport, intervalMs: 60_000 });
    try {
      for (let round = 0; !(await feedRow())?.readAt; round++) {
        if (round > 500) throw new Error("the worker did not read the feed");
        await new Promise((done) => setTimeout(done, 10));
      }
    } finally {
      await worker.stop();
      transport.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect((await feedRow())?.error).toBeNull();
  });
});
