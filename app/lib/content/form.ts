import { type FormDefinition, withoutControlChars } from "../forms/fields";
import { z } from "../forms/zod";
import { type FieldSpec, slugMax, slugPattern } from "./field-specs";
import { contentFields } from "./fields";
import { iconNames } from "./icons";
import { uploadedImagePattern } from "./images";
import type { ContentFields, ContentType } from "./types";

/** Plain text as typed: control characters gone, line endings unified, outer space trimmed. */
const plain = (value: string) => withoutControlChars(value).replace(/\r\n?/g, "\n").trim();

/** Paragraphs are separated by one blank line; runs of blank lines collapse into one. */
const paragraphs = (value: string) => value.replace(/\n[ \t]*(\n[ \t]*)+/g, "\n\n");

const lines = (value: string) =>
  value
    .split("\n")
    .map((entry) => entry.replace(/^\s*[-*•]\s+/, "").trim())
    .filter(Boolean);

function fieldSchema(spec: FieldSpec) {
  const { label, max } = spec;
  const base = z
    .string()
    .optional()
    .transform((value) => plain(value ?? ""))
    .refine((value) => !spec.required || value !== "", `${label} is required.`)
    .refine((value) => value.length <= max, `${label} must be at most ${max} characters.`);
  switch (spec.kind) {
    case "list":
      return base
        .transform(lines)
        .refine((entries) => entries.length <= 20, "At most 20 entries.")
        .refine(
          (entries) => !spec.entry || entries.every((entry) => spec.entry?.pattern.test(entry)),
          spec.entry?.message ?? "",
        );
    case "text":
      return base.transform(paragraphs);
    // Markdown keeps its line breaks and indentation (lists, code); it is sanitised when
    // rendered, not here (record 081).
    case "markdown":
      return base;
    case "icon":
      return base.refine(
        (value) => (iconNames as readonly string[]).includes(value),
        "Please choose an icon.",
      );
    case "case-study":
      return base.refine(
        (value) => value === "" || slugPattern.test(value),
        "Please choose a case study.",
      );
    case "upload":
      return base.refine(
        (value) => uploadedImagePattern.test(value),
        "Please choose an uploaded image.",
      );
    case "url":
      return base.refine(
        (value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
        "Enter a web address starting with https://.",
      );
    case "percent":
      return base.refine(
        (value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) <= 100),
        `${label} must be a whole number from 0 to 100.`,
      );
    case "illustration":
      return base.refine(
        (value) =>
          /^\/illustrations\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/.test(value) ||
          uploadedImagePattern.test(value),
        "Please choose an image.",
      );
    case "line":
    case "group":
      return base
        .transform((value) => value.replace(/\s+/g, " "))
        .refine(
          (value) => !spec.entry || value === "" || spec.entry.pattern.test(value),
          spec.entry?.message ?? "",
        );
    default:
      throw new Error(`Unknown field kind ${String(spec.kind satisfies never)}`);
  }
}

/**
 * A slug as typed; blank is made from the name on save, and types without a page of their own
 * have no slug field at all (docs/decisions/073).
 */
export const slugField = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim())
  .refine(
    (value) => value === "" || slugPattern.test(value),
    "Use lowercase letters, digits and single hyphens only (for example new-case-study).",
  )
  .refine((value) => value.length <= slugMax, `Slug must be at most ${slugMax} characters.`);

export type ContentInput = { slug: string; revision: number | null; fields: ContentFields };

/** The form for one content type; checked in the browser and again on the server. */
export function contentForm(type: ContentType): FormDefinition<z.ZodType<ContentInput>> {
  const specs = contentFields[type];
  const shape: Record<string, z.ZodType> = {
    slug: slugField,
    revision: z
      .string()
      .optional()
      .transform((value) => (value && /^\d+$/.test(value) ? Number(value) : null)),
  };
  for (const spec of specs) shape[spec.name] = fieldSchema(spec);
  const schema = z.object(shape).transform(({ slug, revision, ...rest }) => ({
    slug: slug as string,
    revision: revision as number | null,
    fields: rest as ContentFields,
  }));
  return {
    schema,
    required: [...specs.filter((spec) => spec.required).map((spec) => spec.name)],
    missing: {
      title: "Missing fields",
      description: "Fill in the fields marked below.",
      variant: "destructive",
    },
    success: { title: "Draft saved" },
    saveFailed: { title: "Could not save", variant: "destructive" },
  };
}

/** A field's value as the form shows it: lists one entry per line. */
export function fieldText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join("\n") : (value ?? "");
}
