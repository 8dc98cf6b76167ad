import { eq } from "drizzle-orm";
import { busyFeedForm } from "~/lib/forms/busy-feed";
import type { FormResult } from "~/lib/forms/result";
import { refusedInput, validateForm } from "~/lib/forms/validate";
import type { SessionUser } from "../auth/session.server";
import type { Db } from "../db/client.server";
import { staffAvailability, staffBusyFeeds } from "../db/schema.server";
import { checkFeedHost } from "./busy-feed-fetch.server";

// The settings of a staff member's own calendar feed (record 087): its address, when it was
// last read and why not. busy-feeds.server.ts reads it.

/** The viewer's feed as the settings page shows it; null when they have none. */
export async function busyFeedOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      url: staffBusyFeeds.url,
      readAt: staffBusyFeeds.readAt,
      error: staffBusyFeeds.error,
      dueAt: staffBusyFeeds.dueAt,
    })
    .from(staffBusyFeeds)
    .where(eq(staffBusyFeeds.userId, userId));
  if (!row) return null;
  return {
    url: row.url,
    readAt: row.readAt?.toISOString() ?? null,
    error: row.error,
    // Saved but not read yet: the page says it will be read shortly.
    waiting: !row.readAt && !row.error,
  };
}

const done = (title: string): FormResult => ({ ok: true, status: 200, toast: { title } });

const notSaved = (description: string): FormResult => ({
  ok: false,
  status: 400,
  toast: { title: "Calendar feed not saved", description, variant: "destructive" },
});

export const PRIVATE_FEED_MESSAGE =
  "This address is on a private or local network. Calendar feeds are read from public addresses only.";

/**
 * Saves the address of the viewer's calendar and has it read in the next worker round. A new
 * address drops the spans of the old one; the same address again only asks for a read now.
 */
export async function saveBusyFeed(
  db: Db,
  viewer: SessionUser,
  values: Record<string, string>,
  now = new Date(),
  { allowPrivate }: { allowPrivate?: boolean } = {},
): Promise<FormResult> {
  const input = validateForm(busyFeedForm, values);
  if (!input.ok) return refusedInput(input, values);
  const url = input.data.busyFeedUrl;
  // Checked now by the rule every read follows (record 091), so a private address is refused
  // to its owner's face rather than saved and failing later. A name that does not resolve now
  // is saved: the read says so, and it may resolve by then.
  const host = await checkFeedHost(new URL(url), allowPrivate);
  if (!host.ok && host.permanent)
    return {
      ...notSaved(PRIVATE_FEED_MESSAGE),
      fieldErrors: { busyFeedUrl: PRIVATE_FEED_MESSAGE },
      values,
    };
  const [bookable] = await db
    .select({ id: staffAvailability.userId })
    .from(staffAvailability)
    .where(eq(staffAvailability.userId, viewer.id));
  if (!bookable) return notSaved("Save your availability first.");
  const [current] = await db
    .select({ url: staffBusyFeeds.url })
    .from(staffBusyFeeds)
    .where(eq(staffBusyFeeds.userId, viewer.id));
  const fresh = current?.url === url ? {} : { busy: [], readAt: null, error: null };
  const row = { url, dueAt: now, updatedAt: now, ...fresh };
  await db
    .insert(staffBusyFeeds)
    .values({ userId: viewer.id, ...row })
    .onConflictDoUpdate({ target: staffBusyFeeds.userId, set: row });
  return done("Calendar feed saved");
}

/** Forgets the viewer's calendar feed and the busy times read from it. */
export async function removeBusyFeed(db: Db, viewer: SessionUser): Promise<FormResult> {
  await db.delete(staffBusyFeeds).where(eq(staffBusyFeeds.userId, viewer.id));
  return done("Calendar feed removed");
}
