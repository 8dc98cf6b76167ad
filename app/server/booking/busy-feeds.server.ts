import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { BOOKING_DAYS } from "~/lib/booking";
import type { Db } from "../db/client.server";
import { staffAvailability, staffBusyFeeds } from "../db/schema.server";
import { log } from "../log.server";
import { FeedError, fetchFeed } from "./busy-feed-fetch.server";
import { busySpans } from "./busy-spans.server";
import { meetingUid } from "./ics.server";

// Busy times from a calendar a staff member already keeps (record 087): the refresh that reads
// its iCalendar URL every few minutes in the worker loop (the settings are busy-feed-settings).

/** How often a feed is read again, whether the last read worked or not. */
export const FEED_REFRESH_MS = 5 * 60_000;
/** Feeds read per worker round, side by side; the rest are due in the next round (2 s on). */
const FEEDS_PER_ROUND = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the feeds that are due, each by one instance only: the update that moves a feed's
 * `due_at` on is the claim, and PostgreSQL re-checks `due_at <= now` on a row another instance
 * updated first, so that instance's claim wins. A failed read keeps the spans last read and
 * says why; a feed whose address changed meanwhile is left to its next read.
 */
export async function refreshDueFeeds(
  db: Db,
  now = new Date(),
  read: (url: string) => Promise<string> = fetchFeed,
): Promise<number> {
  const due = lte(staffBusyFeeds.dueAt, now);
  const claimed = await db
    .update(staffBusyFeeds)
    .set({ dueAt: new Date(now.getTime() + FEED_REFRESH_MS) })
    .where(
      and(
        due,
        inArray(
          staffBusyFeeds.userId,
          db
            .select({ id: staffBusyFeeds.userId })
            .from(staffBusyFeeds)
            .where(due)
            .orderBy(asc(staffBusyFeeds.dueAt))
            .limit(FEEDS_PER_ROUND),
        ),
      ),
    )
    .returning({ userId: staffBusyFeeds.userId, url: staffBusyFeeds.url });
  if (claimed.length === 0) return 0;
  const zones = new Map(
    (
      await db
        .select({ userId: staffAvailability.userId, timeZone: staffAvailability.timeZone })
        .from(staffAvailability)
        .where(
          inArray(
            staffAvailability.userId,
            claimed.map((feed) => feed.userId),
          ),
        )
    ).map((row) => [row.userId, row.timeZone]),
  );
  // The booking horizon with a day either side, as loadCalendars reads it.
  const [prefix = "", host = ""] = meetingUid("").split("@");
  const isOwnMeeting = (uid: string) => uid.startsWith(prefix) && uid.endsWith(`@${host}`);
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (BOOKING_DAYS + 1) * DAY_MS);
  await Promise.all(
    claimed.map(async ({ userId, url }) => {
      const same = and(eq(staffBusyFeeds.userId, userId), eq(staffBusyFeeds.url, url));
      try {
        const zone = zones.get(userId) ?? "UTC";
        const busy = busySpans(await read(url), zone, { from, to }, isOwnMeeting);
        await db
          .update(staffBusyFeeds)
          .set({ busy, readAt: now, error: null, updatedAt: now })
          .where(same);
      } catch (error) {
        const reason = error instanceof FeedError ? error.message : "it could not be read.";
        // The address may hold a secret (many calendars' private links do): it is not logged.
        if (!(error instanceof FeedError)) log().warn({ err: error, userId }, "busy feed failed");
        await db.update(staffBusyFeeds).set({ error: reason, updatedAt: now }).where(same);
      }
    }),
  );
  return claimed.length;
}
