import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { formatDateTime } from "~/lib/dates";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems, contentVersions } from "../db/schema.server";
import { announceLiveChange } from "./announce.server";
import { type ContentAnswer, gone, stale } from "./editing.server";
import { findItem } from "./items.server";
import {
  clearSchedule,
  dropScheduledVersion,
  goLive,
  lockItem,
  nextVersionNumber,
} from "./publishing.server";

// A schedule names the version it publishes (record 119): scheduling keeps the draft as a version
// waiting for its time, and the publish job sends exactly that version live. Editing or restoring
// the draft afterwards changes the draft only; scheduling again replaces the waiting version.

/** Keeps the draft as the version to publish at `at` (at the next worker tick after it). */
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
  return db.transaction(async (tx): Promise<ContentAnswer> => {
    const item = await lockItem(tx, id);
    if (!item) return gone();
    if (revision !== item.revision) return stale();
    await dropScheduledVersion(tx, id);
    const number = await nextVersionNumber(tx, id);
    const [version] = await tx
      .insert(contentVersions)
      .values({
        itemId: id,
        number,
        slug: item.slug,
        fields: item.fields,
        publishedAt: null,
        publishedBy: userId,
      })
      .returning({ id: contentVersions.id });
    await tx
      .update(contentItems)
      .set({
        scheduledAt: at,
        scheduledBy: userId,
        scheduledVersionId: version?.id,
        revision: sql`${contentItems.revision} + 1`,
      })
      .where(eq(contentItems.id, id));
    return {
      ok: true,
      status: 200,
      toast: {
        title: "Publishing scheduled",
        description: `Version ${number} will be published on ${formatDateTime(at)}.`,
      },
    };
  });
}

export async function cancelSchedule(id: string, db: Db = defaultDb()): Promise<ContentAnswer> {
  if (!(await findItem(db, id))) return gone();
  await db.transaction((tx) => clearSchedule(tx, id));
  return { ok: true, status: 200, toast: { title: "Schedule cancelled" } };
}

/**
 * Publishes every scheduled version whose time has come. Each item is claimed under a row lock
 * and checked again inside it, so with several instances running this each publish happens
 * exactly once. Called by the scheduler every instance runs. Returns how many.
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
      const [version] = item.scheduledVersionId
        ? await tx
            .select()
            .from(contentVersions)
            .where(eq(contentVersions.id, item.scheduledVersionId))
        : [];
      // Without its version there is nothing the schedule named: it ends, and nothing goes live.
      if (!version) {
        await tx
          .update(contentItems)
          .set({
            scheduledAt: null,
            scheduledBy: null,
            revision: sql`${contentItems.revision} + 1`,
          })
          .where(eq(contentItems.id, id));
        return false;
      }
      await goLive(tx, item, { ...version, versionId: version.id }, item.scheduledBy, now);
      return true;
    });
    if (done) published++;
  }
  if (published) announceLiveChange();
  return published;
}
