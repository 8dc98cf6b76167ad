import { and, asc, eq, max, ne, or } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { hasSlugField, slugify } from "~/lib/content/slug";
import { type ContentFields, type ContentType, singletonSlug } from "~/lib/content/types";
import type { Db } from "../db/client.server";
import { contentItems } from "../db/schema.server";

/** One item as the editing functions read it. */
export type ContentItem = typeof contentItems.$inferSelect;

export async function findItem(db: Db, id: string): Promise<ContentItem | null> {
  const [item] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return item ?? null;
}

export async function itemsOfType(db: Db, type: ContentType): Promise<ContentItem[]> {
  return db
    .select()
    .from(contentItems)
    .where(eq(contentItems.type, type))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

/** Whether another item of the type has this slug, as its draft's or as its live one. */
export async function slugTaken(
  db: Db,
  type: ContentType,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.type, type),
        or(eq(contentItems.slug, slug), eq(contentItems.publishedSlug, slug)),
        exceptId ? ne(contentItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A slug like `base-copy`, `base-copy-2` … that no item of the type uses. */
export async function freeSlug(db: Db, type: ContentType, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = `${base.slice(0, 70)}-copy${n > 1 ? `-${n}` : ""}`;
    if (!(await slugTaken(db, type, candidate))) return candidate;
  }
}

/** `base`, else `base-2`, `base-3` …: the first that no other item of the type uses. */
export async function uniqueSlug(db: Db, type: ContentType, base: string, exceptId?: string) {
  const root = base.slice(0, 74) || type;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugTaken(db, type, candidate, exceptId))) return candidate;
  }
}

/**
 * The slug a save stores (docs/decisions/073): a page's own words keep their fixed one; a type
 * without a page keeps the one it was created with (made from its name); a type with a page
 * takes what was typed, or, left blank, one made from its name.
 */
export async function resolveSlug(
  db: Db,
  type: ContentType,
  typed: string,
  fields: ContentFields,
  item?: ContentItem,
): Promise<string> {
  const fixed = singletonSlug[type];
  if (fixed) return fixed;
  if (item && !hasSlugField(type)) return item.slug;
  if (typed && hasSlugField(type)) return typed;
  const name = itemName(type, fields);
  return uniqueSlug(db, type, slugify(name === "(untitled)" ? "" : name), item?.id);
}

export async function nextPosition(db: Db, type: ContentType): Promise<number> {
  const [row] = await db
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(eq(contentItems.type, type));
  return (row?.last ?? -1) + 1;
}

/** The draft slugs of the use-case groups, which a use case's `group` must name. */
export async function groupSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(eq(contentItems.type, "use-case-group"))
    .orderBy(asc(contentItems.position));
  return rows.map((row) => row.slug);
}

/** Checks what the schema cannot: a unique slug and, for a use case, a group that exists. */
export async function crossFieldErrors(
  db: Db,
  type: ContentType,
  slug: string,
  fields: ContentFields,
  exceptId?: string,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (await slugTaken(db, type, slug, exceptId))
    errors.slug = "Another item of this type already uses this slug.";
  const fixed = singletonSlug[type];
  if (fixed && slug !== fixed)
    errors.slug = `This page has one item, and its slug is always “${fixed}”.`;
  if (type === "use-case" && !(await groupSlugs(db)).includes(String(fields.group)))
    errors.group = "Please choose a group.";
  return errors;
}
