import type { IconName, Illustration, PageContent, Pair, Seo } from "~/content/types";
import type { ContentFields, ContentType } from "~/lib/content/types";

/**
 * Between the rows editors work on (a type, a slug, flat fields) and the shapes the public
 * pages have always read (app/content/types.ts), so the pages did not change with the move.
 */
export type ContentRow = { type: ContentType; slug: string; fields: ContentFields };

/**
 * Reading an item's flat fields into the shapes the public pages read, and back: one reader
 * per kind of value, so a missing or mistyped field becomes an empty value, never a crash.
 */
export const str = (fields: ContentFields, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value : "";
};
export const strs = (fields: ContentFields, name: string) => {
  const value = fields[name];
  return Array.isArray(value) ? value : [];
};
export const icon = (fields: ContentFields) => str(fields, "icon") as IconName;

export function seoOf(fields: ContentFields): Seo | undefined {
  const title = str(fields, "seoTitle");
  const description = str(fields, "seoDescription");
  if (!title && !description) return undefined;
  return { ...(title && { title }), ...(description && { description }) };
}

const percent = (fields: ContentFields, name: string) => {
  const value = str(fields, name);
  return /^\d{1,3}$/.test(value) ? Math.min(100, Number(value)) : null;
};

/** An item's image; its focal point only when an editor set one (else the centre). */
export function imageOf(fields: ContentFields): Illustration {
  const image: Illustration = { src: str(fields, "imageSrc"), alt: str(fields, "imageAlt") };
  const x = percent(fields, "imageFocusX");
  const y = percent(fields, "imageFocusY");
  if (x !== null || y !== null) image.focus = { x: x ?? 50, y: y ?? 50 };
  return image;
}

/** The image fields of an item: the focal point only when there is one. */
export const imageFields = (image: Illustration) => ({
  imageSrc: image.src,
  imageAlt: image.alt,
  ...(image.focus && {
    imageFocusX: String(image.focus.x),
    imageFocusY: String(image.focus.y),
  }),
});

export function pageOf(fields: ContentFields): PageContent {
  return {
    title: str(fields, "title"),
    description: str(fields, "description"),
    keyOfferings: strs(fields, "keyOfferings"),
    image: imageOf(fields),
  };
}

/** "15+ | years delivering…" → { title: "15+", text: "years delivering…" }. */
export const pairsOf = (fields: ContentFields, name: string): Pair[] =>
  strs(fields, name).map((entry) => {
    const [title = "", text = ""] = entry.split("|").map((part) => part.trim());
    return { title, text };
  });
export const pairLines = (pairs: Pair[]) => pairs.map(({ title, text }) => `${title} | ${text}`);
