import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { imageRules, imageVariantWidths } from "~/lib/content/images";
import { type FormResult, formDone, formRefused, problem } from "~/lib/forms/result";
import type { Db } from "../db/client.server";
import { db as defaultDb } from "../db/index.server";
import { contentImages, contentImageVariants } from "../db/schema.server";
import { gateImage, MAX_IMAGE_PIXELS } from "../files/gate.server";
import { oneAtATime } from "../files/one-at-a-time.server";
import { readOneFileForm, uploadedFile } from "../files/one-file-form.server";
import { loadSharp } from "../files/sharp.server";

export { MAX_IMAGE_PIXELS };

const formats = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;
type Format = keyof typeof formats;
const extOf = (format: Format) => (format === "jpeg" ? "jpg" : format);
const formatOfExt = (ext: string): Format | null =>
  ext === "jpg" ? "jpeg" : ext === "png" || ext === "webp" ? ext : null;

const refused = (message: string, status = 400): FormResult =>
  formRefused(problem("Could not upload the image", message), {
    status,
    fieldErrors: { image: message },
  });

/**
 * Reads the upload form: one file, at most 10 MB, and `replace`, the library image it takes
 * the place of (docs/decisions/073), if any.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ file: File; replace: string | null } | FormResult> {
  const formData = await readOneFileForm(request, {
    field: "image",
    maxFileBytes: imageRules.maxBytes,
    maxParts: 5,
    otherBytes: 16 * 1024,
  });
  if (formData === "too-large") return refused("The image is larger than 10 MB.", 413);
  if (formData === "unreadable") return refused("The upload could not be read.");
  const file = uploadedFile(formData, "image");
  const replace = formData.get("replace");
  if (!file) return refused("Choose an image to upload.");
  return { file, replace: typeof replace === "string" && replace ? replace : null };
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

/** Whatever its name says, a PNG, JPEG or WebP within the file gate's caps (record 094). */
export async function checkImage(file: File): Promise<CheckedImage | FormResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = await gateImage(bytes);
  if (!verdict.ok) {
    if (verdict.problem === "pixels")
      return refused(
        `The image is ${verdict.width} × ${verdict.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed. Save it smaller and upload it again.`,
        413,
      );
    return verdict.problem === "size"
      ? refused("The image is larger than 10 MB.", 413)
      : refused("This file is not a PNG, JPEG or WebP image.");
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const { format, width, height } = verdict;
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
  return formDone(existing ? "This image is already in the library" : "Image uploaded", {
    values: {
      src,
      id: stored?.id ?? "",
      fileName: stored?.fileName ?? fileNameOf(file),
      alt: stored?.alt ?? "",
      width: String(width),
      height: String(height),
      size: String(bytes.byteLength),
    },
  });
}

/**
 * The copies kept of a checked image, made before any row is written, one image at a time in
 * the whole process (record 094).
 */
export const resizedCopies = (image: CheckedImage) =>
  oneAtATime(() => resized(image.bytes, image.format, image.width));

type Copy = { width: number; format: string; data: Uint8Array };

/**
 * The widths a page asks for, no wider than the original, in WebP and the image's own format.
 * The original is decoded once per full-width copy, and once more for the widest smaller copy,
 * kept as raw pixels, from which the smaller ones are made: not once per copy (record 094).
 */
async function resized(bytes: Uint8Array, format: Format, width: number): Promise<Copy[]> {
  const sharp = await loadSharp();
  const targets = [...new Set<Format>(["webp", format])];
  const out: Copy[] = [];
  const encode = async (image: () => ReturnType<typeof sharp>, w: number) => {
    for (const target of targets) {
      const data = await image()
        .resize({ width: w, withoutEnlargement: true })
        .toFormat(target, { quality: 80 })
        .toBuffer();
      out.push({ width: w, format: target, data: new Uint8Array(data) });
    }
  };
  const original = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  // Full width first: made after the small copies, the same copies peaked ~60 MB higher.
  await encode(original, width);
  const widths = imageVariantWidths.filter((w) => w < width);
  const widest = widths.at(-1);
  if (!widest) return out;
  const { data, info } = await original()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const w of widths) await encode(() => sharp(data, { raw }), w);
  // The order pages list them in: narrowest first.
  return [...out.slice(targets.length), ...out.slice(0, targets.length)];
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
