import { and, desc, eq, sql } from "drizzle-orm";
import { itemName } from "~/lib/content/fields";
import { type MediaImage, uploadedImagePattern } from "~/lib/content/images";
import { type ContentFields, contentTypeOf } from "~/lib/content/types";
import type { FormResult } from "~/lib/forms/result";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import {
  contentImages,
  contentImageVariants,
  contentItems,
  contentVersions,
} from "../db/schema.server";
import { announceLiveChange } from "./announce.server";
import { checkImage, fileNameOf, resizedCopies, sourceOf } from "./images.server";

// The media library (docs/decisions/073): every upload with its name, size, dimensions, alt
// text and the items that show it; replaced in place, deleted only when nothing shows it.

const answer = (ok: boolean, status: number, title: string, description?: string): FormResult => ({
  ok,
  status,
  toast: { title, ...(description && { description }), ...(!ok && { variant: "destructive" }) },
});

const holds = (fields: ContentFields | null, src: string) =>
  Boolean(fields) &&
  Object.values(fields ?? {}).some((value) =>
    Array.isArray(value) ? value.includes(src) : value === src,
  );

/** Each item whose draft or live copy shows an image, by the image's URL. */
async function usesBySource(db: Db) {
  const items = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      fields: contentItems.fields,
      published: contentItems.published,
    })
    .from(contentItems);
  return (src: string) =>
    items
      .filter((item) => holds(item.fields, src) || holds(item.published, src))
      .map((item) => ({
        id: item.id,
        type: item.type,
        name: itemName(contentTypeOf(item.type), item.fields),
      }));
}

/** The library, newest first; `q` finds words in the file name or the alt text. */
export async function listMedia(q = "", db: Db = defaultDb()): Promise<MediaImage[]> {
  const rows = await db
    .select({
      id: contentImages.id,
      hash: contentImages.hash,
      format: contentImages.format,
      fileName: contentImages.fileName,
      size: contentImages.size,
      width: contentImages.width,
      height: contentImages.height,
      alt: contentImages.alt,
      createdAt: contentImages.createdAt,
    })
    .from(contentImages)
    .orderBy(desc(contentImages.updatedAt), desc(contentImages.createdAt));
  const usesOf = await usesBySource(db);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .filter((row) =>
      words.every((word) => `${row.fileName} ${row.alt}`.toLowerCase().includes(word)),
    )
    .map(({ hash, format, createdAt, ...row }) => {
      const src = sourceOf(hash, row.width, format);
      return { ...row, src, uses: usesOf(src), uploadedAt: createdAt.toISOString() };
    });
}

/** Keeps an image's alt text in the library, offered to every form that picks it. */
export async function setImageAlt(id: string, alt: string, db: Db = defaultDb()) {
  const text = alt.replace(/\s+/g, " ").trim().slice(0, 300);
  const updated = await db
    .update(contentImages)
    .set({ alt: text })
    .where(eq(contentImages.id, id))
    .returning({ id: contentImages.id });
  return updated.length
    ? answer(true, 200, "Alt text saved")
    : answer(false, 404, "This image is no longer in the library");
}

/**
 * An item saved with an uploaded image and alt text teaches the library that alt text, if the
 * image had none yet: the next form that picks it is offered the same words.
 */
export async function rememberAlt(fields: ContentFields, db: Db = defaultDb()) {
  const src = fields.imageSrc;
  const alt = fields.imageAlt;
  const match = typeof src === "string" ? uploadedImagePattern.exec(src) : null;
  if (!match?.[1] || typeof alt !== "string" || !alt) return;
  await db
    .update(contentImages)
    .set({ alt: alt.slice(0, 300) })
    .where(and(eq(contentImages.hash, match[1]), eq(contentImages.alt, "")));
}

/** Deletes an image that no draft and no live page shows; otherwise says where it is used. */
export async function deleteImage(id: string, db: Db = defaultDb()): Promise<FormResult> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id));
  if (!row) return answer(false, 404, "This image is no longer in the library");
  const uses = (await usesBySource(db))(sourceOf(row.hash, row.width, row.format));
  if (uses.length)
    return answer(
      false,
      409,
      "This image is in use",
      `Choose another image for ${uses.map((use) => `“${use.name}”`).join(", ")} first.`,
    );
  await db.delete(contentImages).where(eq(contentImages.id, id));
  return answer(true, 200, `Deleted “${row.fileName}”`);
}

/**
 * Gives a library image new bytes: its id and alt text stay, its URL changes (URLs name their
 * content, record 046), and every draft, live copy and past version that showed the old URL
 * shows the new one, in one transaction.
 */
export async function replaceImage(
  id: string,
  file: File,
  userId: string,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id));
  if (!row) return answer(false, 404, "This image is no longer in the library");
  const image = await checkImage(file);
  if (!("hash" in image)) return image;
  const [twin] = await db
    .select({ id: contentImages.id, fileName: contentImages.fileName })
    .from(contentImages)
    .where(eq(contentImages.hash, image.hash));
  if (twin && twin.id !== id)
    return answer(false, 409, `These bytes are already in the library as “${twin.fileName}”`);
  const oldSrc = sourceOf(row.hash, row.width, row.format);
  const variants = await resizedCopies(image);
  let live = false;
  await db.transaction(async (tx) => {
    await tx
      .update(contentImages)
      .set({
        hash: image.hash,
        format: image.format,
        width: image.width,
        height: image.height,
        size: image.bytes.byteLength,
        data: image.bytes,
        fileName: fileNameOf(file),
        updatedAt: new Date(),
        createdBy: userId,
      })
      .where(eq(contentImages.id, id));
    await tx.delete(contentImageVariants).where(eq(contentImageVariants.imageId, id));
    await tx.insert(contentImageVariants).values(variants.map((v) => ({ ...v, imageId: id })));
    const swap = (fields: ContentFields): ContentFields =>
      Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          Array.isArray(value)
            ? value.map((entry) => (entry === oldSrc ? image.src : entry))
            : value === oldSrc
              ? image.src
              : value,
        ]),
      );
    for (const item of await tx.select().from(contentItems)) {
      if (!holds(item.fields, oldSrc) && !holds(item.published, oldSrc)) continue;
      live ||= holds(item.published, oldSrc);
      await tx
        .update(contentItems)
        .set({
          fields: swap(item.fields),
          published: item.published && swap(item.published),
          // A form opened before the swap would save the old URL back: it is stale now.
          revision: sql`${contentItems.revision} + 1`,
        })
        .where(eq(contentItems.id, item.id));
    }
    for (const version of await tx.select().from(contentVersions))
      if (holds(version.fields, oldSrc))
        await tx
          .update(contentVersions)
          .set({ fields: swap(version.fields) })
          .where(eq(contentVersions.id, version.id));
  });
  if (live) announceLiveChange();
  return {
    ...answer(true, 200, "Image replaced", "Every page that showed it shows the new one."),
    values: { src: image.src, id },
  };
}
