import type { ContentType } from "./types";

/**
 * What an editor fills in for each type: exactly the fields its pages show. `line` is one line,
 * `text` is plain text whose blank lines separate paragraphs, `list` is one entry per line
 * (key offerings, outcomes), and the choices (icon, illustration, group) come from fixed lists.
 */
export type FieldKind =
  | "line"
  | "text"
  | "list"
  | "icon"
  | "illustration"
  | "group"
  | "case-study"
  | "upload"
  | "url"
  | "percent";

export type FieldSpec = {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  max: number;
  hint?: string;
};

const line = (name: string, label: string, max = 160, hint?: string): FieldSpec => ({
  name,
  label,
  kind: "line",
  required: true,
  max,
  hint,
});
const text = (name: string, label: string, max = 4000, hint?: string): FieldSpec => ({
  name,
  label,
  kind: "text",
  required: true,
  max,
  hint,
});
const list = (name: string, label: string): FieldSpec => ({
  name,
  label,
  kind: "list",
  required: true,
  max: 4000,
  hint: "One entry per line, in the order shown.",
});
const choice = (name: string, label: string, kind: FieldKind): FieldSpec => ({
  name,
  label,
  kind,
  required: true,
  max: 200,
});

/** A focal point's coordinate, 0–100 %; blank is the centre (record 051). */
const focus = (name: string, label: string, hint: string): FieldSpec => ({
  name,
  label,
  kind: "percent",
  required: false,
  max: 5,
  hint,
});

const image = [
  choice("imageSrc", "Image", "illustration"),
  line("imageAlt", "Image alt text", 300, "What the image shows, for people who cannot see it."),
  focus(
    "imageFocusX",
    "Focal point across (%)",
    "What must stay in view where a banner crops the image: 0 is the left edge, 100 the right. Blank is the centre.",
  ),
  focus(
    "imageFocusY",
    "Focal point down (%)",
    "0 is the top edge, 100 the bottom. Blank is the centre.",
  ),
];
const seo: FieldSpec[] = [
  {
    name: "seoTitle",
    label: "SEO title",
    kind: "line",
    required: false,
    max: 70,
    hint: "Blank uses the name.",
  },
  {
    name: "seoDescription",
    label: "SEO description",
    kind: "line",
    required: false,
    max: 200,
    hint: "Blank uses the card text.",
  },
];

/** Industries, products and use cases share the detail page (ContentDetail). */
const detailPage = [
  line("title", "Page heading", 200),
  text("description", "Description"),
  list("keyOfferings", "Key offerings"),
  ...image,
  ...seo,
];

export const contentFields: Record<ContentType, FieldSpec[]> = {
  industry: [
    line("name", "Name", 120),
    text("summary", "Card text", 400, "One or two sentences for the industries grid."),
    choice("icon", "Icon", "icon"),
    ...detailPage,
  ],
  product: [
    line("name", "Name", 120),
    text("summary", "Card text", 400, "One or two sentences for the product list."),
    choice("icon", "Icon", "icon"),
    ...detailPage,
  ],
  "use-case-group": [line("title", "Title", 160), text("description", "Description", 600)],
  "use-case": [
    choice("group", "Group", "group"),
    line("name", "Name", 120),
    text("summary", "Card text", 400, "One or two sentences for the use-case card."),
    choice("icon", "Icon", "icon"),
    ...detailPage,
  ],
  "case-study": [
    line("title", "Title", 200),
    line("industry", "Industry", 120),
    text("summary", "Summary", 600),
    choice("icon", "Icon", "icon"),
    text("challenge", "The challenge"),
    text("solution", "The solution"),
    list("outcomes", "Key outcomes"),
    ...image,
    ...seo,
  ],
  // A client's words (issue 15 §8): on the home page, and on its case study when it names one.
  testimonial: [
    text("quote", "Quote", 600),
    line("person", "Person", 120),
    { ...line("role", "Role", 120), required: false },
    line("company", "Company", 160),
    {
      ...choice("caseStudy", "Case study", "case-study"),
      required: false,
      hint: "Shown on that case study's page too.",
    },
  ],
  // A client's logo (issue 15 §8), in the home page's "Trusted by" row.
  client: [
    line("name", "Client name", 120),
    {
      ...choice("logo", "Logo", "upload"),
      hint: "Upload it on this page first (PNG, JPEG or WebP).",
    },
    {
      ...line("link", "Link", 300, "The client's site, https://…; blank shows the logo alone."),
      kind: "url",
      required: false,
    },
  ],
};

/** The field that names an item in lists and confirmations. */
export const nameField: Record<ContentType, string> = {
  industry: "name",
  product: "name",
  "use-case-group": "title",
  "use-case": "name",
  "case-study": "title",
  testimonial: "person",
  client: "name",
};

export function itemName(type: ContentType, fields: Record<string, unknown>): string {
  const value = fields[nameField[type]];
  return typeof value === "string" && value ? value : "(untitled)";
}

/** Lowercase words joined by single hyphens: safe in a URL as it is. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 80;
