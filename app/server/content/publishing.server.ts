import { and, eq, isNotNull, lte, max, sql } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { contentTypeOf } from "~/lib/content/types";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems, contentRedirects, contentVersions } from "../db/schema.server";
import { announceLiveChange } from "./announce.server";
import { type ContentAnswer, gone, stale } from "./editing.server";
import { type ContentItem, findItem } from "./items.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Makes the item's draft live and keeps it as a new version. A changed slug leaves the old one
 * answering with a redirect; the new one stops redirecting anywhere else. Runs in the caller's
 * transaction, on a row it has locked.
 */
async function goLive(tx: Tx, item: ContentItem, userId: string | null, now: Date) {
  const type = contentTypeOf(item.type);
  if (item.publishedSlug && item.publishedSlug !== item.slug) {
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
    .where(and(eq(contentRedirects.type, type), eq(contentRedirects.fromSlug, item.slug)));
  await tx
    .update(contentItems)
    .set({
      published: item.fields,
      publishedSlug: item.slug,
      publishedAt: now,
      publishedBy: userId,
      scheduledAt: null,
      scheduledBy: null,
      revision: sql`${contentItems.revision} + 1`,
    })
    .where(eq(contentItems.id, item.id));
  const [last] = await tx
    .select({ number: max(contentVersions.number) })
    .from(contentVersions)
    .where(eq(contentVersions.itemId, item.id));
  await tx.insert(contentVersions).values({
    itemId: item.id,
    number: (last?.number ?? 0) + 1,
    slug: item.slug,
    fields: item.fields,
    publishedAt: now,
    publishedBy: userId,
  });
}

/** Locks the item's row for the rest of the transaction (another instance waits for it). */
async function lockItem(tx: Tx, id: string): Promise<ContentItem | null> {
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update");
  return item ?? null;
}

/** Publishes the draft now, if the form saw its latest revision. */
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
    await goLive(tx, item, userId, now);
    return {
      ok: true,
      status: 200,
      toast: { title: `Published “${itemName(contentTypeOf(item.type), item.fields)}”` },
    };
  });
  if (answer.ok) announceLiveChange();
  return answer;
}

/** Sets the time the draft goes live on its own (at the next worker tick after it). */
export async function schedulePublish(
  id: string,
  revision: number | null,
  at: Date,
  userId: string,
  db: Db = defaultDb(),
  now = new Date(),
): Promise<ContentAnswer> {
  if (at.getTime() <= now.getTime())
    return {
      ok: false,
      status: 400,
      toast: { title: "Please check the form", variant: "destructive" },
      fieldErrors: { publishAt: "Choose a time in the future." },
    };
  const updated = await db
    .update(contentItems)
    .set({ scheduledAt: at, scheduledBy: userId, revision: sql`${contentItems.revision} + 1` })
    .where(and(eq(contentItems.id, id), eq(contentItems.revision, revision ?? -1)))
    .returning({ id: contentItems.id });
  if (!updated.length) return (await findItem(db, id)) ? stale() : gone();
  return { ok: true, status: 200, toast: { title: "Publishing scheduled" } };
}

export async function cancelSchedule(id: string, db: Db = defaultDb()): Promise<ContentAnswer> {
  const updated = await db
    .update(contentItems)
    .set({ scheduledAt: null, scheduledBy: null, revision: sql`${contentItems.revision} + 1` })
    .where(eq(contentItems.id, id))
    .returning({ id: contentItems.id });
  if (!updated.length) return gone();
  return { ok: true, status: 200, toast: { title: "Schedule cancelled" } };
}

/**
 * Publishes every draft whose time has come. Each item is claimed under a row lock and checked
 * again inside it, so with several instances running this each publish happens exactly once.
 * Called by the worker loop every instance runs (mail/outbox-worker.server.ts). Returns how many.
 */
export async function publishDueContent(db: Db = defaultDb(), now = new Date()): Promise<number> {
  const due = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(isNotNull(contentItems.scheduledAt), lte(contentItems.scheduledAt, now)));
  let published = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [item] = await tx
        .select()
        .from(contentItems)
        .where(eq(contentItems.id, id))
        .for("update", { skipLocked: true });
      if (!item?.scheduledAt || item.scheduledAt > now) return false;
      await goLive(tx, item, item.scheduledBy, now);
      return true;
    });
    if (done) published++;
  }
  if (published) announceLiveChange();
  return published;
}

/** Takes the item off the site; its draft, history and old slugs stay. */
export async function unpublish(id: string, db: Db = defaultDb()): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  await db
    .update(contentItems)
    .set({
      published: null,
      publishedSlug: null,
      scheduledAt: null,
      scheduledBy: null,
      revision: sql`${contentItems.revision} + 1`,
    })
    .where(eq(contentItems.id, id));
  if (item.published) announceLiveChange();
  return { ok: true, status: 200, toast: { title: "Unpublished: it is a draft again" } };
}
