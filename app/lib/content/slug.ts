import { slugMax } from "./field-specs";
import { type ContentType, contentTypeInfo } from "./types";

/**
 * Whether editors see and may change a type's slug: only types whose items have a page of
 * their own, where it is the last part of the address (docs/decisions/073). Others get one
 * made from their name when created, kept as an internal key.
 */
export const hasSlugField = (type: ContentType) => contentTypeInfo[type].page !== null;

/** "Grid Outage Study — 2026!" → "grid-outage-study-2026": a title as a slug. */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words.length <= slugMax) return words;
  const cut = words.slice(0, slugMax);
  const lastHyphen = cut.lastIndexOf("-");
  return lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.replace(/-+$/, "");
}
