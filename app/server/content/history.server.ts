import { and, desc, eq, sql } from "drizzle-orm";
import { contentFields } from "~/lib/content/fields";
import { fieldText } from "~/lib/content/form";
import { hasSlugField } from "~/lib/content/slug";
import { type ContentFields, type ContentType, contentTypeOf } from "~/lib/content/types";
import { formDone, formRefused } from "~/lib/forms/result";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems, contentVersions, users } from "../db/schema.server";
import { type ContentAnswer, gone, stale } from "./editing.server";
import { findItem, slugTaken } from "./items.server";

/** The labels of the fields that differ between two copies of an item, the slug first. */
export function changedFields(
  type: ContentType,
  before: { slug: string; fields: ContentFields },
  after: { slug: string; fields: ContentFields },
): string[] {
  const labels = before.slug !== after.slug && hasSlugField(type) ? ["Slug"] : [];
  for (const spec of contentFields[type])
    if (fieldText(before.fields[spec.name]) !== fieldText(after.fields[spec.name]))
      labels.push(spec.label);
  return labels;
}

/**
 * An item's publishes, newest first: who published each (null: seeded or unknown), which
 * fields it changed from the one before, and whether it is what the draft holds now.
 */
export async function listVersions(itemId: string, db: Db = defaultDb()) {
  const item = await findItem(db, itemId);
  // Versions go with their item (on delete cascade): no item, no history.
  if (!item) return [];
  const type = contentTypeOf(item.type);
  const rows = await db
    .select({
      id: contentVersions.id,
      number: contentVersions.number,
      slug: contentVersions.slug,
      fields: contentVersions.fields,
      publishedAt: contentVersions.publishedAt,
      publisher: users.name,
      publisherEmail: users.email,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.publishedBy))
    .where(eq(contentVersions.itemId, itemId))
    .orderBy(desc(contentVersions.number));
  return rows.map(({ publisher, publisherEmail, publishedAt, fields, ...row }, index) => {
    const previous = rows[index + 1];
    return {
      ...row,
      // Null while the version waits for its schedule (record 119).
      publishedAt: publishedAt?.toISOString() ?? null,
      publishedBy: publisher || publisherEmail || null,
      changed: previous ? changedFields(type, previous, { slug: row.slug, fields }) : null,
      isDraft: changedFields(type, item, { slug: row.slug, fields }).length === 0,
    };
  });
}

export type FieldComparison = { name: string; label: string; version: string; current: string };

/** A version beside the item's current draft, field by field, the slug first. */
export async function compareVersion(itemId: string, versionId: string, db: Db = defaultDb()) {
  const item = await findItem(db, itemId);
  const [version] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.itemId, itemId)));
  if (!item || !version) return null;
  const type = contentTypeOf(item.type);
  const specs = contentFields[type];
  const fields: FieldComparison[] = [
    ...(hasSlugField(type)
      ? [{ name: "slug", label: "Slug", version: version.slug, current: item.slug }]
      : []),
    ...specs.map((spec) => ({
      name: spec.name,
      label: spec.label,
      version: fieldText(version.fields[spec.name]),
      current: fieldText(item.fields[spec.name]),
    })),
  ];
  return {
    version: {
      id: version.id,
      number: version.number,
      publishedAt: version.publishedAt?.toISOString() ?? null,
    },
    revision: item.revision,
    fields,
  };
}

/**
 * Makes a version the draft again (to publish, or edit first); the live site is unchanged, and
 * so is a schedule: it still publishes the version it names (record 119).
 */
export async function restoreVersion(
  itemId: string,
  versionId: string,
  revision: number | null,
  userId: string,
  db: Db = defaultDb(),
): Promise<ContentAnswer> {
  const [version] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.id, versionId), eq(contentVersions.itemId, itemId)));
  if (!version) return gone();
  const item = await findItem(db, itemId);
  if (item && (await slugTaken(db, contentTypeOf(item.type), version.slug, itemId)))
    return formRefused(
      {
        title: `Another item now uses the slug “${version.slug}”`,
        description: "Change that item's slug first, or edit this one's after restoring.",
        variant: "destructive",
      },
      { status: 409 },
    );
  const updated = await db
    .update(contentItems)
    .set({
      slug: version.slug,
      fields: version.fields,
      revision: sql`${contentItems.revision} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(eq(contentItems.id, itemId), eq(contentItems.revision, revision ?? -1)))
    .returning({ id: contentItems.id });
  if (!updated.length) return (await findItem(db, itemId)) ? stale() : gone();
  const scheduled = item?.scheduledAt && (await scheduledVersionNumber(db, item));
  return formDone({
    title: `Version ${version.number} restored as the draft`,
    description: scheduled
      ? `The schedule still publishes version ${scheduled}; schedule again to publish this one instead.`
      : "Publish it to put it on the site.",
  });
}

/** The number of the version an item's schedule publishes, if it has one. */
export async function scheduledVersionNumber(
  db: Db,
  item: { scheduledVersionId: string | null },
): Promise<number | null> {
  if (!item.scheduledVersionId) return null;
  const [version] = await db
    .select({ number: contentVersions.number })
    .from(contentVersions)
    .where(eq(contentVersions.id, item.scheduledVersionId));
  return version?.number ?? null;
}
