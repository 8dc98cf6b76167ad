import { and, eq, sql } from "drizzle-orm";
import { homePage } from "~/content/pages";
import { itemName } from "~/lib/content/fields";
import type { ContentInput } from "~/lib/content/form";
import {
  type ContentType,
  contentPath,
  contentTypeInfo,
  contentTypeOf,
  singletonSlug,
} from "~/lib/content/types";
import type { FormResult } from "~/lib/forms/result";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentItems } from "../db/schema.server";
import { announceLiveChange } from "./announce.server";
import {
  type ContentItem,
  crossFieldErrors,
  findItem,
  freeSlug,
  itemsOfType,
  nextPosition,
  resolveSlug,
} from "./items.server";

// Who changed what is written to the audit log by the page actions (actions.server.ts).

export type ContentAnswer = FormResult & { id?: string };

const refused = (
  title: string,
  fieldErrors?: Record<string, string>,
  status = 400,
): ContentAnswer => ({
  ok: false,
  status,
  toast: { title, variant: "destructive" },
  ...(fieldErrors && { fieldErrors }),
});

export const gone = () => refused("This item no longer exists.", undefined, 404);

/** The answer when someone else saved the item since this form was opened. */
export const stale = () =>
  refused(
    "Someone changed this item since you opened it",
    {
      form: "Nothing was saved. Reload to see their changes, then make yours again.",
    },
    409,
  );

/** Adds a draft; nothing goes live until it is published. */
export async function createItem(
  type: ContentType,
  input: ContentInput,
  userId: string,
  db: Db = defaultDb(),
): Promise<ContentAnswer> {
  if (singletonSlug[type] && (await itemsOfType(db, type)).length)
    return refused(`${contentTypeInfo[type].label} has one item only: edit it instead`, {
      form: `This page has one item, and its slug is always “${singletonSlug[type]}”.`,
    });
  const slug = await resolveSlug(db, type, input.slug, input.fields);
  const errors = await crossFieldErrors(db, type, slug, input.fields);
  if (Object.keys(errors).length) return refused("Please check the form", errors);
  return addDraft(db, { type, slug, fields: input.fields, updatedBy: userId }, "Draft created");
}

/** A new draft placed last in its list; `title` is what the editor is told. */
async function addDraft(
  db: Db,
  item: Omit<typeof contentItems.$inferInsert, "position" | "type"> & { type: ContentType },
  title: string,
): Promise<ContentAnswer> {
  const [created] = await db
    .insert(contentItems)
    .values({ ...item, position: await nextPosition(db, item.type) })
    .returning({ id: contentItems.id });
  return { ok: true, status: 201, toast: { title }, id: created?.id };
}

/**
 * Saves the draft if nobody else has since the form was opened (`revision`); the live site
 * does not change.
 */
export async function saveDraft(
  id: string,
  input: ContentInput,
  userId: string,
  db: Db = defaultDb(),
): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  if (input.revision !== item.revision) return stale();
  const type = contentTypeOf(item.type);
  const slug = await resolveSlug(db, type, input.slug, input.fields, item);
  const errors = await crossFieldErrors(db, type, slug, input.fields, id);
  if (Object.keys(errors).length) return refused("Please check the form", errors);
  const saved = await db
    .update(contentItems)
    .set({
      slug,
      fields: input.fields,
      revision: sql`${contentItems.revision} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(eq(contentItems.id, id), eq(contentItems.revision, item.revision)))
    .returning({ id: contentItems.id });
  if (!saved.length) return stale();
  return { ok: true, status: 200, toast: { title: "Draft saved" }, id };
}

/** A new draft with the same fields, placed last, under a free `…-copy` slug. */
export async function duplicateItem(
  id: string,
  userId: string,
  db: Db = defaultDb(),
): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  const type = contentTypeOf(item.type);
  if (singletonSlug[type])
    return refused(`${contentTypeInfo[type].label} has one item only: edit it instead`);
  const slug = await freeSlug(db, type, item.slug);
  return addDraft(
    db,
    { type, slug, fields: item.fields, updatedBy: userId },
    "Copy created as a draft",
  );
}

/**
 * Moves an item one place up or down its list (a use case within its group). Order is not
 * drafted: the lists change at once, as an editor reordering them expects.
 */
export async function moveItem(
  id: string,
  direction: "up" | "down",
  db: Db = defaultDb(),
): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  const siblings = (await itemsOfType(db, contentTypeOf(item.type))).filter(
    (other) => item.type !== "use-case" || other.fields.group === item.fields.group,
  );
  const at = siblings.findIndex((other) => other.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  const other = siblings[to];
  if (!other) return { ok: true, status: 200, toast: { title: "Already at the end of its list" } };
  const order = siblings.map((sibling) => sibling.id);
  [order[at], order[to]] = [other.id, item.id];
  // The list keeps its positions, in the new order; equal ones (a use case's group shares the
  // numbering with the others) are spread out from the first.
  const distinct = new Set(siblings.map((sibling) => sibling.position)).size === siblings.length;
  const slots = siblings.map((sibling, index) =>
    distinct ? sibling.position : (siblings[0]?.position ?? 0) + index,
  );
  await db.transaction(async (tx) => {
    for (const [index, siblingId] of order.entries())
      await tx
        .update(contentItems)
        .set({ position: slots[index] })
        .where(eq(contentItems.id, siblingId));
  });
  if (item.published || other.published) announceLiveChange();
  return { ok: true, status: 200, toast: { title: "Order changed" } };
}

/** What points at an item: shown before it is deleted or unpublished. */
export async function linksTo(item: ContentItem, db: Db = defaultDb()): Promise<string[]> {
  const type = contentTypeOf(item.type);
  const links: string[] = [];
  if (item.published && (type === "testimonial" || type === "client"))
    links.push("The home page (/)");
  else if (item.published && singletonSlug[type])
    links.push(`The page ${contentTypeInfo[type].listing}, which then shows its first words again`);
  else if (item.published) {
    const { plural, listing } = contentTypeInfo[type];
    links.push(`The ${plural.toLowerCase()} page (${listing})`);
    const own = contentPath(type, item.publishedSlug ?? item.slug);
    if (own !== listing) links.push(`Its own page (${own})`);
    links.push("The sitemap");
  }
  if (type === "case-study") {
    const quotes = (await itemsOfType(db, "testimonial")).filter(
      (other) => other.fields.caseStudy === item.slug,
    );
    for (const quote of quotes)
      links.push(`Testimonial by ${itemName("testimonial", quote.fields)}`);
  }
  if (type === "case-study" && item.published) {
    const live = (await itemsOfType(db, type)).filter((other) => other.published);
    if (live.slice(0, 2).some((other) => other.id === item.id))
      links.push("The home page's featured case studies");
  }
  if (type === "use-case" && (await homeCapabilities(db)).includes(item.publishedSlug ?? ""))
    links.push("The home page's capability cards");
  if (type === "use-case-group") {
    const members = (await itemsOfType(db, "use-case")).filter(
      (other) => other.fields.group === item.slug,
    );
    for (const member of members) links.push(`Use case “${itemName("use-case", member.fields)}”`);
  }
  return links;
}

/** The use cases the live home page shows as capability cards (its "home" item). */
async function homeCapabilities(db: Db): Promise<string[]> {
  const [home] = await itemsOfType(db, "home");
  const live = home?.published?.capabilities ?? homePage.capabilities;
  return Array.isArray(live) ? live : [];
}

/** Deletes an item with its history and old slugs; a group still holding use cases stays. */
export async function deleteItem(id: string, db: Db = defaultDb()): Promise<ContentAnswer> {
  const item = await findItem(db, id);
  if (!item) return gone();
  if (item.type === "use-case-group") {
    const members = (await itemsOfType(db, "use-case")).filter(
      (other) => other.fields.group === item.slug,
    );
    if (members.length)
      return refused("Move or delete this group's use cases first", undefined, 409);
  }
  await db.delete(contentItems).where(eq(contentItems.id, id));
  if (item.published) announceLiveChange();
  return {
    ok: true,
    status: 200,
    toast: { title: `Deleted “${itemName(contentTypeOf(item.type), item.fields)}”` },
  };
}
