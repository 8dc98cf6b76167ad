import type { FieldSpec } from "./field-specs";
import { itemFields, pageFields } from "./type-fields";

/**
 * The one definition of each content type (record 080): what editors call it, where it is
 * seen, its fields and which of them names an item. The type list, the editor's forms, the
 * typed values the server maps into public shapes and the admin lists all derive from here;
 * shared by browser and server, so it imports nothing server-side.
 */
export type TypeDefinition<F extends readonly FieldSpec[] = readonly FieldSpec[]> = {
  label: string;
  plural: string;
  /** The listing page that shows every item of the type. */
  listing: string;
  /** An item's own page, or null for types without one (a use-case group is a section). */
  page: ((slug: string) => string) | null;
  /** Types with exactly one item keep it under this fixed slug (the pages' own words). */
  singleton: string | null;
  fields: F;
  /** The field that names an item in lists, pickers and confirmations: one of its fields. */
  nameField: F[number]["name"];
};

const define = <const F extends readonly FieldSpec[]>(definition: TypeDefinition<F>) => definition;

// Key order is the order of the admin's content tabs.
export const contentRegistry = {
  industry: define({
    label: "Industry",
    plural: "Industries",
    listing: "/solutions",
    page: (slug) => `/solutions/${slug}`,
    singleton: null,
    fields: itemFields.industry,
    nameField: "name",
  }),
  product: define({
    label: "Product",
    plural: "Products",
    listing: "/products",
    page: (slug) => `/products/${slug}`,
    singleton: null,
    fields: itemFields.product,
    nameField: "name",
  }),
  "use-case-group": define({
    label: "Use-case group",
    plural: "Use-case groups",
    listing: "/use-cases",
    page: null,
    singleton: null,
    fields: itemFields["use-case-group"],
    nameField: "title",
  }),
  "use-case": define({
    label: "Use case",
    plural: "Use cases",
    listing: "/use-cases",
    page: (slug) => `/use-cases/${slug}`,
    singleton: null,
    fields: itemFields["use-case"],
    nameField: "name",
  }),
  "case-study": define({
    label: "Case study",
    plural: "Case studies",
    listing: "/case-studies",
    page: (slug) => `/case-studies/${slug}`,
    singleton: null,
    fields: itemFields["case-study"],
    nameField: "title",
  }),
  article: define({
    label: "Article",
    plural: "Insights",
    listing: "/insights",
    page: (slug) => `/insights/${slug}`,
    singleton: null,
    fields: itemFields.article,
    nameField: "title",
  }),
  testimonial: define({
    label: "Testimonial",
    plural: "Testimonials",
    listing: "/",
    page: null,
    singleton: null,
    fields: itemFields.testimonial,
    nameField: "person",
  }),
  client: define({
    label: "Client logo",
    plural: "Client logos",
    listing: "/",
    page: null,
    singleton: null,
    fields: itemFields.client,
    nameField: "name",
  }),
  home: define({
    label: "Home page",
    plural: "Home page",
    listing: "/",
    page: null,
    singleton: "home",
    fields: pageFields.home,
    nameField: "heading",
  }),
  about: define({
    label: "About page",
    plural: "About page",
    listing: "/about",
    page: null,
    singleton: "about",
    fields: pageFields.about,
    nameField: "title",
  }),
  facts: define({
    label: "Site facts",
    plural: "Site facts",
    listing: "/contact",
    page: null,
    singleton: "site",
    fields: pageFields.facts,
    nameField: "tagline",
  }),
  terms: define({
    label: "Terms of Service",
    plural: "Terms of Service",
    listing: "/terms",
    page: null,
    singleton: "terms",
    fields: pageFields.terms,
    nameField: "title",
  }),
};

type Registry = typeof contentRegistry;
export type ContentType = keyof Registry;

/** The values of one type's fields, as its form saves them: lists are arrays, the rest text. */
export type ContentValues<T extends ContentType> = {
  [S in Registry[T]["fields"][number] as S["name"]]: S["kind"] extends "list" ? string[] : string;
};

/** The list the admin's content page opens on when no type is asked for. */
export const firstListedType: ContentType = "case-study";

/** The end of an exhaustive switch over content types: a type it missed is a build error. */
export function unknownType(type: never): never {
  throw new Error(`Unknown content type “${String(type)}”`);
}
