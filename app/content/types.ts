/** Shapes of the static marketing content (spec §3 "Static content"). */

/** An icon's SVG elements (lucide's 24×24 stroke icons): tag, then attributes including a key. */
export type IconShape = [tag: string, attrs: Record<string, string>][];

/** Icon keys, resolved to SVG shapes by `iconShape` (content-icons.server.ts) in the loaders. */
export type { IconName } from "~/lib/content/icons";

import type { IconName } from "~/lib/content/icons";
import type { ContentValues } from "~/lib/content/registry";

/** A self-hosted illustration under /public/illustrations. Every file is 1200×800 (3:2). */
export type Illustration = {
  src: string;
  alt: string;
  /** The focal point in percent of width and height, kept in view where a banner crops. */
  focus?: { x: number; y: number };
};

/** Optional search-engine title and description; blank falls back to the name and card text. */
export type Seo = { title?: string; description?: string };

export type PageContent = {
  title: string;
  description: string;
  keyOfferings: string[];
  image: Illustration;
};

export type Industry = {
  slug: string;
  name: string;
  /** One or two sentences for the industries grid card. */
  text: string;
  icon: IconName;
  pageContent: PageContent;
  seo?: Seo;
};

export type Product = {
  slug: string;
  name: string;
  /** One or two sentences for the product list card. */
  desc: string;
  icon: IconName;
  pageContent: PageContent;
  seo?: Seo;
};

export type UseCase = {
  slug: string;
  title: string;
  /** One or two sentences for the use-case card. */
  description: string;
  icon: IconName;
  /** keyOfferings holds exactly five entries. */
  pageContent: PageContent;
  seo?: Seo;
};

export type UseCaseGroup = {
  /** The spec's groups are software, sap and security; editors may add more. */
  id: string;
  title: string;
  description: string;
  /** Tailwind text colour class for the group's card icons. */
  iconColor: string;
  items: UseCase[];
};

/** A client's words, on the home page and, when it names one, its case study (record 046). */
export type Testimonial = {
  slug: string;
  quote: string;
  person: string;
  role: string;
  company: string;
  /** The slug of the case study it belongs with, if any. */
  caseStudy: string | null;
};

/** A client's logo for the home page's "Trusted by" row (record 046). */
export type ClientLogo = { slug: string; name: string; logo: string; link: string | null };

export type CaseStudy = {
  slug: string;
  title: string;
  industry: string;
  icon: IconName;
  summary: string;
  challenge: string;
  solution: string;
  outcomes: string[];
  image: Illustration;
  seo?: Seo;
};

/** A line such as a figure and its label, or a goal and its text. */
export type Pair = { title: string; text: string };

/** The home page's own words (record 053); the case studies and trust signals are items. */
export type HomePage = {
  eyebrow: string;
  heading: string;
  intro: string;
  capabilitiesHeading: string;
  capabilitiesIntro: string;
  /** Slugs of the use cases shown as capability cards, in order. */
  capabilities: string[];
  /** Company figures: `title` is the figure, `text` its label. */
  stats: Pair[];
};

/** The Terms of Service page (record 070): sections are a heading and its paragraph. */
export type TermsPage = {
  title: string;
  intro: string;
  updated: string;
  sections: Pair[];
  seoDescription: string;
};

export type AboutPage = {
  title: string;
  intro: string;
  whoWeAre: string;
  goals: Pair[];
  whyIntro: string;
  reasons: string[];
  seoDescription: string;
};

/**
 * An Insights article as its pages read it (record 081): the text fields as the registry
 * infers them, the cover as an Illustration and the body already rendered and sanitised.
 */
export type Article = Pick<
  ContentValues<"article">,
  "title" | "summary" | "author" | "date" | "tags"
> & {
  slug: string;
  /** The date as pages show it ("Nov 10, 2026"), made on the server: no date code in the browser. */
  dateLabel: string;
  image: Illustration;
  /** The Markdown body as sanitised HTML (app/server/content/markdown.server.ts). */
  bodyHtml: string;
  seo?: Seo;
};

/** What a card of an article shows: no body, so a list or a related row stays small. */
export type ArticleCardData = Pick<
  Article,
  "slug" | "title" | "summary" | "author" | "date" | "dateLabel" | "tags" | "image"
>;
