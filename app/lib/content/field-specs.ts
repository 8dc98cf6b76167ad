// The kinds of field an editor fills in, and the builders fields.ts writes each type's form with.
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
  | "percent"
  | "markdown";

export type FieldSpec<N extends string = string, K extends FieldKind = FieldKind> = {
  name: N;
  label: string;
  kind: K;
  required: boolean;
  max: number;
  hint?: string;
  /** A line the browser's own control fills in: a date as YYYY-MM-DD from a date picker. */
  input?: "date";
  /** What the value (every entry, for a list) must look like, and the message when it does not. */
  entry?: { pattern: { test(value: string): boolean }; message: string };
};

/** Lowercase words joined by single hyphens: safe in a URL as it is. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 80;

// Each builder keeps the field's name and kind as literal types, so a type's values can be
// inferred from its field list (record 080: ContentValues in registry.ts).
export const line = <N extends string>(
  name: N,
  label: string,
  max = 160,
  hint?: string,
): FieldSpec<N, "line"> => ({
  name,
  label,
  kind: "line",
  required: true,
  max,
  hint,
});
export const text = <N extends string>(
  name: N,
  label: string,
  max = 4000,
  hint?: string,
): FieldSpec<N, "text"> => ({
  name,
  label,
  kind: "text",
  required: true,
  max,
  hint,
});
export const list = <N extends string>(name: N, label: string): FieldSpec<N, "list"> => ({
  name,
  label,
  kind: "list",
  required: true,
  max: 4000,
  hint: "One entry per line, in the order shown.",
});
export const choice = <N extends string, K extends FieldKind>(
  name: N,
  label: string,
  kind: K,
): FieldSpec<N, K> => ({
  name,
  label,
  kind,
  required: true,
  max: 200,
});

/** A focal point's coordinate, 0–100 %; blank is the centre (record 051). */
const focus = <N extends string>(
  name: N,
  label: string,
  hint: string,
): FieldSpec<N, "percent"> => ({
  name,
  label,
  kind: "percent",
  required: false,
  max: 5,
  hint,
});

export const image = [
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
] as const;
export const seo = [
  { ...line("seoTitle", "SEO title", 70, "Blank uses the name."), required: false },
  {
    ...line("seoDescription", "SEO description", 200, "Blank uses the card text."),
    required: false,
  },
] as const;

/** Industries, products and use cases share the detail page (ContentDetail). */
export const detailPage = [
  line("title", "Page heading", 200),
  text("description", "Description"),
  list("keyOfferings", "Key offerings"),
  ...image,
  ...seo,
] as const;

/** "A | B" lines: a figure and its label, a goal and its text. */
export const pairs = <N extends string>(
  name: N,
  label: string,
  example: string,
): FieldSpec<N, "list"> => ({
  ...list(name, label),
  hint: `One per line, the two parts separated by a bar: ${example}`,
  entry: {
    pattern: /^[^|]{1,80}\|[^|]{1,400}$/,
    message: `${label}: write each line as two parts separated by one bar, for example ${example}`,
  },
});

export const checked = <N extends string, K extends FieldKind>(
  spec: FieldSpec<N, K>,
  test: (value: string) => boolean,
  message: string,
): FieldSpec<N, K> => ({ ...spec, entry: { pattern: { test }, message } });
export const email = <N extends string>(name: N, label: string, hint: string) =>
  checked(
    line(name, label, 120, hint),
    (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    `${label}: enter an e-mail address, for example info@example.com.`,
  );
export const degrees = <N extends string>(name: N, label: string, limit: number) =>
  checked(
    line(name, label, 20, `Decimal degrees, between -${limit} and ${limit}.`),
    (value) => /^-?\d{1,3}(\.\d{1,8})?$/.test(value) && Math.abs(Number(value)) <= limit,
    `${label}: enter decimal degrees between -${limit} and ${limit}, for example ${limit === 90 ? "30.26874" : "-97.74296"}.`,
  );
