import {
  checked,
  choice,
  degrees,
  detailPage,
  email,
  image,
  line,
  list,
  pairs,
  seo,
  slugPattern,
  text,
} from "./field-specs";

/** The home and About pages' own words (record 053), and the site facts. */
export const pageFields = {
  home: [
    line("eyebrow", "Hero eyebrow", 80, "The small line above the heading."),
    line("heading", "Hero heading", 120),
    text("intro", "Hero text", 600),
    line("capabilitiesHeading", "Capabilities heading", 120),
    text("capabilitiesIntro", "Capabilities text", 400),
    {
      ...list("capabilities", "Capability cards"),
      hint: "The slugs of the use cases shown as cards, one per line, in order (for example aws-cloud-solutions). An unpublished one is left out.",
      entry: {
        pattern: slugPattern,
        message: "Capability cards: each line is a use case's slug, such as aws-cloud-solutions.",
      },
    },
    pairs("stats", "Company figures", "15+ | years delivering enterprise programmes"),
  ],
  about: [
    line("title", "Page heading", 160),
    text("intro", "Introduction", 600),
    text("whoWeAre", "Who we are", 2000),
    pairs("goals", "Our goals", "Deliver what we promise | Fixed scopes, honest estimates…"),
    text("whyIntro", "Why clients choose us", 600),
    list("reasons", "Reasons clients choose us"),
    {
      ...line("seoDescription", "SEO description", 200),
      hint: "The description search engines show.",
    },
  ],
  // /terms, linked from the footer (record 070).
  terms: [
    line("title", "Page heading", 160),
    text("intro", "Introduction", 1000),
    line("updated", "Last updated", 40, "Shown under the heading, for example November 24, 2026."),
    pairs("sections", "Sections", "Using this site | You may browse the site and use its forms…"),
    {
      ...line("seoDescription", "SEO description", 200),
      hint: "The description search engines show.",
    },
  ],
  // Shown in the footer, on Contact and Careers, in e-mails and in search engines' data.
  facts: [
    line("tagline", "Tagline", 200, "Under the logo in the footer."),
    line("description", "Description", 300, "What search engines show for the home page."),
    checked(
      line("phone", "Phone", 40, "With the country code, for example +1 (512) 555-0142."),
      (value) => /^\+\d[\d ().-]{5,30}$/.test(value),
      "Phone: start with + and the country code, then digits, spaces, brackets or hyphens, for example +1 (512) 555-0142.",
    ),
    email("infoMailbox", "General mailbox", "Receives quotes, demo requests and messages."),
    email("hrMailbox", "Careers mailbox", "Receives job applications."),
    line("street", "Street address", 160),
    line("city", "City", 80),
    checked(
      line("region", "State code", 3, "For example TX."),
      (value) => /^[A-Z]{2,3}$/.test(value),
      "State code: two or three capital letters, for example TX.",
    ),
    line("regionName", "State", 80),
    checked(
      line("postalCode", "Postal code", 12),
      (value) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/.test(value),
      "Postal code: letters, digits, spaces or hyphens, for example 78701.",
    ),
    line("country", "Country", 80),
    checked(
      line("countryCode", "Country code", 2, "Two capital letters, for example US."),
      (value) => /^[A-Z]{2}$/.test(value),
      "Country code: two capital letters, for example US.",
    ),
    degrees("latitude", "Map latitude", 90),
    degrees("longitude", "Map longitude", 180),
    line("hours", "Opening hours", 160),
  ],
} as const;

/**
 * Every other type's fields. Kept `as const` so the registry can infer each type's values
 * (record 080); the registry, not this file, says which type uses which list.
 */
export const itemFields = {
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
  // A client's words (record 046): on the home page, and on its case study when it names one.
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
  // A client's logo (record 046), in the home page's "Trusted by" row.
  client: [
    line("name", "Client name", 120),
    {
      ...choice("logo", "Logo", "upload"),
      hint: "Shown in a 160 × 64 px box in the home page's “Trusted by” row; a wide logo on a plain ground reads best.",
    },
    {
      ...line("link", "Link", 300, "The client's site, https://…; blank shows the logo alone."),
      kind: "url",
      required: false,
    },
  ],
  // An Insights article (record 081): a Markdown body, rendered and sanitised on the server.
  article: [
    line("title", "Title", 200),
    text(
      "summary",
      "Summary",
      400,
      "One or two sentences for the Insights list, the feed and search engines.",
    ),
    {
      ...text(
        "body",
        "Body",
        20000,
        "Markdown: ## headings, **bold**, *italic*, [links](https://…), lists, > quotes. Any HTML is removed.",
      ),
      kind: "markdown",
    },
    line("author", "Author", 120),
    {
      ...checked(
        line("date", "Publish date", 10, "Shown on the article; the list is newest first."),
        (value) =>
          /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
        "Publish date: enter a date as YYYY-MM-DD, for example 2026-11-24.",
      ),
      input: "date",
    },
    {
      ...list("tags", "Tags"),
      required: false,
      hint: "One tag per line, for example Cloud.",
      entry: { pattern: /^.{1,40}$/, message: "Tags: each tag is at most 40 characters." },
    },
    { ...image[0], label: "Cover image" },
    ...image.slice(1),
    ...seo,
  ],
} as const;
