import { type ContentType, contentRegistry, type TypeDefinition } from "./registry";

export type { ContentType, ContentValues } from "./registry";

/** The kinds of editable content (records 046, 080), in the order of the admin's tabs. */
export const contentTypes = Object.keys(contentRegistry) as ContentType[];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && Object.hasOwn(contentRegistry, value);
}

/**
 * A stored type name as a content type, or an explicit error: rows carry their type as text,
 * and a name this build does not know must never pass as some other type (record 080).
 */
export function contentTypeOf(value: string): ContentType {
  if (!isContentType(value)) throw new Error(`Unknown content type “${value}”`);
  return value;
}

/** A content item's fields, apart from its slug: text, or a list of lines. */
export type ContentFields = Record<string, string | string[]>;

export type ContentTypeInfo = Omit<TypeDefinition, "fields" | "nameField">;

/** Each type's names and places: its registry entry (record 080). */
export const contentTypeInfo: Record<ContentType, ContentTypeInfo> = contentRegistry;

/**
 * Types with exactly one item, under this slug: the home and About pages' words. A second one
 * cannot be created or duplicated, since the slug is unique per type.
 */
export const singletonSlug: Partial<Record<ContentType, string>> = Object.fromEntries(
  contentTypes.flatMap((type) => {
    const slug = contentRegistry[type].singleton;
    return slug ? [[type, slug]] : [];
  }),
);

/** Where an item is seen: its own page, else its listing. */
export function contentPath(type: ContentType, slug: string): string {
  const { page, listing } = contentTypeInfo[type];
  return page ? page(slug) : listing;
}

/** Where an item stands, as the content list shows it. */
export const contentStatuses = ["draft", "published", "changed", "scheduled"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentStatusLabels: Record<ContentStatus, string> = {
  draft: "Draft",
  published: "Published",
  changed: "Changed since publishing",
  scheduled: "Scheduled",
};

/** "Use case" as a heading writes it: "Use Case". */
const headingCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A type's names as its public pages write them: the noun and list name in heading case ("Use
 * Case", "Use Cases"), the label as running text writes it ("Use case") and the listing's URL.
 */
export function publicNames(type: ContentType) {
  const { label, plural, listing } = contentTypeInfo[type];
  return { noun: headingCase(label), list: headingCase(plural), label, listing };
}
