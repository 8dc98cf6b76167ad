/** Uploads editors may make (record 046). */
export const imageRules = { maxBytes: 10 * 1024 * 1024, accept: "image/png,image/jpeg,image/webp" };

/** The widths an uploaded image is kept in, besides its own (none wider than it). */
export const imageVariantWidths = [480, 960, 1600];

/**
 * The value an image field holds for an uploaded image: the URL of its full-width copy,
 * `/media/<hash>-<width>.<ext>`, named by its content so it never changes.
 */
export const uploadedImagePattern = /^\/media\/([0-9a-f]{20})-(\d{1,5})\.(webp|png|jpg)$/;

/** The `srcset`s of an uploaded image: WebP first, its own format as the fallback. */
export function uploadedSources(src: string) {
  const match = uploadedImagePattern.exec(src);
  if (!match) return null;
  const [, hash, full = "0", ext = "jpg"] = match;
  const width = Number(full);
  const widths = [...imageVariantWidths.filter((w) => w < width), width];
  const set = (format: string) =>
    widths.map((w) => `/media/${hash}-${w}.${format} ${w}w`).join(", ");
  return { webp: set("webp"), fallback: set(ext), src };
}
