import { and, eq, isNull, max, sql } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { type ContentFields, contentTypeOf } from "~/lib/content/types";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems, contentRedirects, contentVersions } from "../db/schema.server";
import { announceLiveChange } from "./announce.server";
import { type ContentAnswer, gone, stale } from "./editing.server";
import { type ContentItem, findItem } from "./items.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What goes live: the draft, or a version a schedule named (record 119). */
export type LiveCopy = { slug: string; fields: ContentFields; versionId?: string };

/** The next version number of an item. */
export async function nextVersionNumber(tx: Tx, itemId: string): Promise<number> {
  const [last] = await tx
    .select({ number: max(contentVersions.number) })
    .from(contentVersions)
    .where(eq(contentVersions.itemId, itemId));
  return (last?.number ?? 0) + 1;
}

/** Forgets a version kept for a schedule that will not run: it never went live (record 119). */
export async function dropScheduledVersion(tx: Tx, itemId: string) {
  await tx
    .delete(contentVersions)
    .where(and(eq(contentVersions.itemId, itemId), isNull(contentVersions.publishedAt)));
}

/**
 * Takes an item's schedule away with its waiting version, and sets `also` (the live copy, to take
 * the item off the site) in the same update. The revision moves on: forms opened before are stale.
 */
export async function clearSchedule(
  tx: Tx,
  itemId: string,
  also: Partial<typeof contentItems.$inferInsert> = {},
) {
  await tx
    .update(contentItems)
    .set({
      ...also,
      scheduledAt: null,
      scheduledBy: null,
      scheduledVersionId: null,
      revision: sql`${contentItems.revision} + 1`,
    })
    .where(eq(contentItems.id, itemId));
  await dropScheduledVersion(tx, itemId);
}

/**
 * Makes a copy of the item live and keeps it as a version: the draft becomes a new version, a
 * scheduled version gets its publish time. A changed slug leaves the old one answering with a
 * redirect; the new one stops redirecting anywhere else. Runs in the caller's transaction, on a
 * row it has locked.
 */
export async function goLive(
  tx: Tx,
  item: ContentItem,
  copy: LiveCopy,
  userId: string | null,
  now: Date,
) {
  const type = contentTypeOf(item.type);
  if (item.publishedSlug && item.publishedSlug !== copy.slug) {
    await tx
      .insert(contentRedirects)
      .values({ type, fromSlug: item.publishedSlug, itemId: item.id })
      .onConflictDoUpdate({
        target: [contentRedirects.type, contentRedirects.fromSlug],
        set: { itemId: item.id, createdAt: now },
      });
  }
  await tx
    .delete(contentRedirects)
    .where(and(eq(contentRedirects.type, type), eq(contentRedirects.fromSlug, copy.slug)));
  await tx
    .update(contentItems)
    .set({
      published: copy.fields,
      publishedSlug: copy.slug,
      publishedAt: now,
      publishedBy: userId,
      scheduledAt: null,
      scheduledBy: null,
      scheduledVersionId: null,
      revision: sql`${contentItems.revision} + 1`,
    })
    .where(eq(contentItems.id, item.id));
  if (copy.versionId) {
    await tx
      .update(contentVersions)
      .set({ publishedAt: now, publishedBy: userId })
      .where(eq(contentVersions.id, copy.versionId));
    return;
  }
  await dropScheduledVersion(tx, item.id);
  await tx.insert(contentVersions).values({
    itemId: item.id,
    number: await nextVersionNumber(tx, item.id),
    slug: copy.slug,
    fields: copy.fields,
    publishedAt: now,
    publishedBy: userId,
  });
}

/** Locks the item's row for the rest of the transaction (another instance waits for it). */
export async function lockItem(tx: Tx, id: string): Promise<ContentItem | null> {
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update");
  return item ?? null;
}

/** Publishes the draft now, if the form saw its latest revision; a schedule is then done with. */
export async function publishNow(
  id: string,
  revision: number | null,
  userId: string,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<ContentAnswer> {
  const answer = await db.transaction(async (tx): Promise<ContentAnswer> => {
    const item = await lockItem(tx, id);
    if (!item) return gone();
    if (revision !== item.revision) return stale();
    await goLive(tx, item, item, userId, now);
    return {
      ok: true,
      status: 200,
      toast: { title: `Published “${itemName(contentTypeOf(item.type), item.fields)}”` },
    };
  });
  if (answer.ok) announceLiveChange();
  return answer;
}

/** Takes the item off the site; its draft, history and old slugs stay. */
export async function unpublish(id: string, db: Db = defaultDb()): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  await db.transaction((tx) => clearSchedule(tx, id, { published: null, publishedSlug: null }));
  if (item.published) announceLiveChange();
  return { ok: true, status: 200, toast: { title: "Unpublished: it is a draft again" } };
}
