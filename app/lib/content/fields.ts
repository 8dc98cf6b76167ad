import type { FieldSpec } from "./field-specs";
import { type ContentType, contentRegistry } from "./registry";

const byType = <V>(pick: (type: ContentType) => V) =>
  Object.fromEntries(
    (Object.keys(contentRegistry) as ContentType[]).map((type) => [type, pick(type)]),
  ) as Record<ContentType, V>;

/** What an editor fills in for each type, in the order its pages show them (registry.ts). */
export const contentFields: Record<ContentType, readonly FieldSpec[]> = byType(
  (type) => contentRegistry[type].fields,
);

/** The field that names an item in lists, pickers and confirmations. */
export const nameField: Record<ContentType, string> = byType(
  (type) => contentRegistry[type].nameField,
);

export function itemName(type: ContentType, fields: Record<string, unknown>): string {
  const value = fields[nameField[type]];
  return typeof value === "string" && value ? value : "(untitled)";
}

/**
 * Types whose items carry a publish date (articles): their list is newest first by that date,
 * with no hand-made order to move items in (docs/decisions/119).
 */
export function isDated(type: ContentType): boolean {
  return contentFields[type].some((spec) => spec.name === "date");
}
