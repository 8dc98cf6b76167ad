import { createHash } from "node:crypto";
import {
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { and, desc, eq } from "drizzle-orm";
import { imageRules, imageVariantWidths } from "~/lib/content/images";
import type { FormResult } from "~/lib/forms/result";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentImages, contentImageVariants } from "../db/schema.server";

/** libvips costs ~20 MB resident once loaded; only editors' uploads need it (record 055). */
const loadSharp = () => import("sharp").then((module) => module.default);

/**
 * The most pixels an upload may have: a 24-megapixel camera's photo (6000 × 4000) passes. Making
 * the copies costs memory and time by the pixel (a 24 MP JPEG ~190 MB and 5 s, a 40 MP one
 * ~340 MB and 9 s), and a PNG of a few hundred kilobytes can claim 144 MP (record 066).
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const formats = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;
type Format = keyof typeof formats;
const extOf = (format: Format) => (format === "jpeg" ? "jpg" : format);
const formatOfExt = (ext: string): Format | null =>
  ext === "jpg" ? "jpeg" : ext === "png" || ext === "webp" ? ext : null;

const refused = (message: string, status = 400): FormResult => ({
  ok: false,
  status,
  toast: { title: "Could not upload the image", description: message, variant: "destructive" },
  fieldErrors: { image: message },
});

/**
 * Reads the upload form: one file, at most 10 MB, and `replace`, the library image it takes
 * the place of (docs/decisions/073), if any.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ file: File; replace: string | null } | FormResult> {
  try {
    const formData = await parseFormData(
      request,
      {
        maxFiles: 1,
        maxParts: 5,
        maxFileSize: imageRules.maxBytes,
        maxTotalSize: imageRules.maxBytes + 16 * 1024,
      },
      (upload) => (upload.fieldName === "image" && upload.size > 0 ? upload : null),
    );
    const file = formData.get("image");
    const replace = formData.get("replace");
    if (!(file instanceof File) || file.size === 0) return refused("Choose an image to upload.");
    return { file, replace: typeof replace === "string" && replace ? replace : null };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError)
      return refused("The image is larger than 10 MB.", 413);
    return refused("The upload could not be read.");
  }
}

/** An upload checked by its content: what it is, or why it is refused. */
export type CheckedImage = {
  bytes: Uint8Array;
  hash: string;
  format: Format;
  width: number;
  height: number;
  src: string;
};

/** Whatever its name says, a PNG, JPEG or WebP of at most 25 megapixels (record 066). */
export async function checkImage(file: File): Promise<CheckedImage | FormResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > imageRules.maxBytes)
    return refused("The image is larger than 10 MB.", 413);
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const format = meta?.format as Format | undefined;
  if (!meta || !format || !(format in formats) || !meta.width || !meta.height)
    return refused("This file is not a PNG, JPEG or WebP image.");
  // The header's size, checked before any pixel is decoded; sharp enforces it again below.
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    return refused(
      `The image is ${meta.width} × ${meta.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed. Save it smaller and upload it again.`,
      413,
    );
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const { width, height } = meta;
  return { bytes, hash, format, width, height, src: sourceOf(hash, width, format) };
}

export const sourceOf = (hash: string, width: number, format: string) =>
  `/media/${hash}-${width}.${extOf(format as Format)}`;

/** The upload's own name, as the library shows it. */
export const fileNameOf = (file: File) => file.name.slice(0, 200) || "image";

/**
 * Keeps an image if its content is a PNG, JPEG or WebP (whatever its name says), with its
 * resized copies; the same bytes uploaded twice are one image. Answers with its URL and what
 * the library shows of it, so the form that uploaded it can select it at once.
 */
export async function storeImage(
  file: File,
  userId: string,
  db: Db = defaultDb(),
): Promise<FormResult> {
  const image = await checkImage(file);
  if (!("hash" in image)) return image;
  const { bytes, hash, format, width, height, src } = image;
  const [existing] = await db
    .select({ id: contentImages.id, fileName: contentImages.fileName, alt: contentImages.alt })
    .from(contentImages)
    .where(eq(contentImages.hash, hash));
  let stored = existing;
  if (!stored) {
    const variants = await resizedCopies(image);
    stored = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentImages)
        .values({
          hash,
          fileName: fileNameOf(file),
          format,
          width,
          height,
          size: bytes.byteLength,
          data: bytes,
          createdBy: userId,
        })
        .returning({
          id: contentImages.id,
          fileName: contentImages.fileName,
          alt: contentImages.alt,
        });
      if (row)
        await tx
          .insert(contentImageVariants)
          .values(variants.map((v) => ({ ...v, imageId: row.id })));
      return row;
    });
  }
  return {
    ok: true,
    status: 200,
    toast: { title: existing ? "This image is already in the library" : "Image uploaded" },
    values: {
      src,
      id: stored?.id ?? "",
      fileName: stored?.fileName ?? fileNameOf(file),
      alt: stored?.alt ?? "",
      width: String(width),
      height: String(height),
      size: String(bytes.byteLength),
    },
  };
}

/** The copies kept of a checked image, made before any row is written. */
export const resizedCopies = (image: CheckedImage) =>
  resized(image.bytes, image.format, image.width);

/** The widths a page asks for, no wider than the original, in WebP and the image's own format. */
async function resized(bytes: Uint8Array, format: Format, width: number) {
  const widths = imageVariantWidths.filter((w) => w < width);
  const all = [...widths, width];
  const out: { width: number; format: string; data: Uint8Array }[] = [];
  const sharp = await loadSharp();
  for (const w of all)
    for (const target of new Set<Format>(["webp", format])) {
      const data = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .toFormat(target, { quality: 80 })
        .toBuffer();
      out.push({ width: w, format: target, data: new Uint8Array(data) });
    }
  return out;
}

/** Uploaded images, newest first, as the values an image field takes. */
export async function imageSources(db: Db = defaultDb()): Promise<string[]> {
  const rows = await db
    .select({ hash: contentImages.hash, format: contentImages.format, width: contentImages.width })
    .from(contentImages)
    .orderBy(desc(contentImages.createdAt));
  return rows.map((row) => sourceOf(row.hash, row.width, row.format));
}

/** `/media/<hash>-<width>.<ext>`: one stored copy, or null. */
export async function imageVariant(file: string | undefined, db: Db = defaultDb()) {
  const match = /^([0-9a-f]{20})-(\d{1,5})\.(webp|png|jpg)$/.exec(file ?? "");
  if (!match) return null;
  const [, hash = "", width = "", ext = ""] = match;
  const format = formatOfExt(ext);
  if (!format) return null;
  const [row] = await db
    .select({ data: contentImageVariants.data })
    .from(contentImageVariants)
    .innerJoin(contentImages, eq(contentImages.id, contentImageVariants.imageId))
    .where(
      and(
        eq(contentImages.hash, hash),
        eq(contentImageVariants.width, Number(width)),
        eq(contentImageVariants.format, format),
      ),
    );
  return row ? { data: row.data, contentType: formats[format] } : null;
}
