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

/** The small copy a thumbnail shows: the narrowest WebP kept (an illustration is itself). */
export function thumbnailOf(src: string): string {
  const match = uploadedImagePattern.exec(src);
  if (!match) return src;
  const [, hash, full = "0"] = match;
  const width = Math.min(Number(full), imageVariantWidths[0] ?? 480);
  return `/media/${hash}-${width}.webp`;
}

/**
 * One image of the media library as the forms and the library page show it
 * (docs/decisions/073): `uses` names the items whose draft or live copy shows it.
 */
export type MediaImage = {
  id: string;
  src: string;
  fileName: string;
  size: number;
  width: number;
  height: number;
  alt: string;
  uses: { id: string; name: string; type: string }[];
  uploadedAt: string;
};

/** "1.2 MB", "640 KB": a file size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
