/**
 * The kinds of editable content (record 046) and where each is shown. Shared by the staff forms
 * in the browser and the server, so it imports nothing server-side.
 */
export const contentTypes = [
  "industry",
  "product",
  "use-case-group",
  "use-case",
  "case-study",
  "testimonial",
  "client",
  "home",
  "about",
  "facts",
  "terms",
] as const;
export type ContentType = (typeof contentTypes)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (contentTypes as readonly string[]).includes(value);
}

/** A content item's fields, apart from its slug: text, or a list of lines. */
export type ContentFields = Record<string, string | string[]>;

export type ContentTypeInfo = {
  label: string;
  plural: string;
  /** The listing page that shows every item of the type. */
  listing: string;
  /** An item's own page, or null for types without one (a use-case group is a section). */
  page: ((slug: string) => string) | null;
};

export const contentTypeInfo: Record<ContentType, ContentTypeInfo> = {
  industry: {
    label: "Industry",
    plural: "Industries",
    listing: "/solutions",
    page: (slug) => `/solutions/${slug}`,
  },
  product: {
    label: "Product",
    plural: "Products",
    listing: "/products",
    page: (slug) => `/products/${slug}`,
  },
  "use-case-group": {
    label: "Use-case group",
    plural: "Use-case groups",
    listing: "/use-cases",
    page: null,
  },
  "use-case": {
    label: "Use case",
    plural: "Use cases",
    listing: "/use-cases",
    page: (slug) => `/use-cases/${slug}`,
  },
  "case-study": {
    label: "Case study",
    plural: "Case studies",
    listing: "/case-studies",
    page: (slug) => `/case-studies/${slug}`,
  },
  testimonial: {
    label: "Testimonial",
    plural: "Testimonials",
    listing: "/",
    page: null,
  },
  client: {
    label: "Client logo",
    plural: "Client logos",
    listing: "/",
    page: null,
  },
  // One item each, under a fixed slug (singletonSlug): the pages' own words.
  home: { label: "Home page", plural: "Home page", listing: "/", page: null },
  about: { label: "About page", plural: "About page", listing: "/about", page: null },
  facts: { label: "Site facts", plural: "Site facts", listing: "/contact", page: null },
  terms: { label: "Terms of Service", plural: "Terms of Service", listing: "/terms", page: null },
};

/**
 * Types with exactly one item, under this slug: the home and About pages' words. A second one
 * cannot be created or duplicated, since the slug is unique per type.
 */
export const singletonSlug: Partial<Record<ContentType, string>> = {
  home: "home",
  about: "about",
  facts: "site",
  terms: "terms",
};

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
