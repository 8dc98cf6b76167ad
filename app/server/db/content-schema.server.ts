import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ContentFields } from "~/lib/content/types";
import { userOrNobody } from "./auth-schema.server";
import { bytea, createdAt, id, partOf, timestamps, timestamptz, updatedAt } from "./columns.server";

// The site's editable content (record 046): one row per item with its working draft and its live
// copy side by side, so saving a draft never touches what visitors see.

/**
 * An industry, product, use-case group, use case or case study. `slug`/`fields` are the draft;
 * `publishedSlug`/`published` are the live copy (null when not live). `revision` grows on every
 * change, so a save from a stale form is refused instead of overwriting someone else's work.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: id(),
    type: text("type").notNull(),
    position: integer("position").notNull(),
    slug: text("slug").notNull(),
    fields: jsonb("fields").$type<ContentFields>().notNull(),
    publishedSlug: text("published_slug"),
    published: jsonb("published").$type<ContentFields>(),
    publishedAt: timestamptz("published_at"),
    publishedBy: userOrNobody("published_by"),
    scheduledAt: timestamptz("scheduled_at"),
    scheduledBy: userOrNobody("scheduled_by"),
    /** The version the schedule publishes, kept when it was scheduled (record 119). */
    scheduledVersionId: uuid("scheduled_version_id").references(
      (): AnyPgColumn => contentVersions.id,
      { onDelete: "set null" },
    ),
    revision: integer("revision").notNull().default(1),
    ...timestamps(),
    updatedBy: userOrNobody("updated_by"),
  },
  (t) => [
    uniqueIndex("content_items_type_slug_idx").on(t.type, t.slug),
    uniqueIndex("content_items_type_published_slug_idx").on(t.type, t.publishedSlug),
    index("content_items_type_position_idx").on(t.type, t.position),
    index("content_items_scheduled_at_idx").on(t.scheduledAt),
  ],
);

/**
 * Every publish of an item: what went live, by whom and when (history, compare, restore). A
 * version waiting for its schedule has no `publishedAt` yet (record 119).
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: id(),
    itemId: partOf("item_id", () => contentItems.id),
    number: integer("number").notNull(),
    slug: text("slug").notNull(),
    fields: jsonb("fields").$type<ContentFields>().notNull(),
    publishedAt: timestamptz("published_at").defaultNow(),
    publishedBy: userOrNobody("published_by"),
  },
  (t) => [uniqueIndex("content_versions_item_number_idx").on(t.itemId, t.number)],
);

/** Slugs an item was once published under: the old URL answers 301 to the current one. */
export const contentRedirects = pgTable(
  "content_redirects",
  {
    type: text("type").notNull(),
    fromSlug: text("from_slug").notNull(),
    itemId: partOf("item_id", () => contentItems.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.type, t.fromSlug] })],
);

/**
 * Images editors upload (PNG, JPEG or WebP, checked by content), kept in the database like
 * résumés so every instance serves them. `hash` (of the original bytes) names their URLs, so
 * a URL's bytes never change and browsers may keep them a year. The media library keeps the
 * upload's own file name and its alt text with it; replacing an image keeps the row (its id,
 * alt text and uses) and gives it new bytes and a new hash (docs/decisions/073).
 */
export const contentImages = pgTable("content_images", {
  id: id(),
  hash: text("hash").notNull().unique(),
  fileName: text("file_name").notNull(),
  format: text("format").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  size: integer("size").notNull(),
  data: bytea("data").notNull(),
  alt: text("alt").notNull().default(""),
  createdAt: createdAt(),
  createdBy: userOrNobody("created_by"),
  updatedAt: updatedAt(),
});

/** Each image resized to the widths pages ask for, in WebP and in its own format. */
export const contentImageVariants = pgTable(
  "content_image_variants",
  {
    imageId: partOf("image_id", () => contentImages.id),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);
