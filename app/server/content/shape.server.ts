import { aboutPage, homePage } from "~/content/pages";
import { builtFacts, type SiteFacts } from "~/content/site";
import type {
  AboutPage,
  CaseStudy,
  ClientLogo,
  HomePage,
  IconName,
  Illustration,
  Industry,
  PageContent,
  Pair,
  Product,
  Seo,
  Testimonial,
  UseCase,
  UseCaseGroup,
} from "~/content/types";
import type { ContentFields, ContentType } from "~/lib/content/types";

/**
 * Between the rows editors work on (a type, a slug, flat fields) and the shapes the public
 * pages have always read (app/content/types.ts), so the pages did not change with the move.
 */
export type ContentRow = { type: ContentType; slug: string; fields: ContentFields };

const str = (fields: ContentFields, name: string) => {
  const value = fields[name];
  return typeof value === "string" ? value : "";
};
const strs = (fields: ContentFields, name: string) => {
  const value = fields[name];
  return Array.isArray(value) ? value : [];
};
const icon = (fields: ContentFields) => str(fields, "icon") as IconName;

function seoOf(fields: ContentFields): Seo | undefined {
  const title = str(fields, "seoTitle");
  const description = str(fields, "seoDescription");
  if (!title && !description) return undefined;
  return { ...(title && { title }), ...(description && { description }) };
}

const percent = (fields: ContentFields, name: string) => {
  const value = str(fields, name);
  return /^\d{1,3}$/.test(value) ? Math.min(100, Number(value)) : null;
};

/** An item's image; its focal point only when an editor set one (else the centre). */
function imageOf(fields: ContentFields): Illustration {
  const image: Illustration = { src: str(fields, "imageSrc"), alt: str(fields, "imageAlt") };
  const x = percent(fields, "imageFocusX");
  const y = percent(fields, "imageFocusY");
  if (x !== null || y !== null) image.focus = { x: x ?? 50, y: y ?? 50 };
  return image;
}

/** The image fields of an item: the focal point only when there is one. */
const imageFields = (image: Illustration) => ({
  imageSrc: image.src,
  imageAlt: image.alt,
  ...(image.focus && {
    imageFocusX: String(image.focus.x),
    imageFocusY: String(image.focus.y),
  }),
});

function pageOf(fields: ContentFields): PageContent {
  return {
    title: str(fields, "title"),
    description: str(fields, "description"),
    keyOfferings: strs(fields, "keyOfferings"),
    image: imageOf(fields),
  };
}

/** Icon colours of the spec's groups; a group editors add gets the brand colour. */
const groupIconColors: Record<string, string> = {
  software: "text-blue-700",
  sap: "text-teal-700",
  security: "text-amber-700",
};

export type SiteContent = {
  industries: Industry[];
  products: Product[];
  useCaseGroups: UseCaseGroup[];
  caseStudies: CaseStudy[];
  testimonials: Testimonial[];
  clients: ClientLogo[];
  /** The home and About pages' words: their live row, else as the site was built. */
  home: HomePage;
  about: AboutPage;
  /** The site facts (app/content/site.ts): their live row, else as the site was built. */
  facts: SiteFacts;
};

function factsOf(fields: ContentFields): SiteFacts {
  const phone = str(fields, "phone");
  return {
    tagline: str(fields, "tagline"),
    description: str(fields, "description"),
    mailboxes: { info: str(fields, "infoMailbox"), hr: str(fields, "hrMailbox") },
    phone: { display: phone, tel: `+${phone.replace(/\D/g, "")}` },
    headquarters: {
      street: str(fields, "street"),
      city: str(fields, "city"),
      region: str(fields, "region"),
      regionName: str(fields, "regionName"),
      postalCode: str(fields, "postalCode"),
      country: str(fields, "country"),
      countryCode: str(fields, "countryCode"),
      coordinates: { lat: Number(str(fields, "latitude")), lon: Number(str(fields, "longitude")) },
    },
    hours: str(fields, "hours"),
  };
}

/** The facts as their content item's fields. */
export function factsFields(facts: SiteFacts): ContentFields {
  const { headquarters: hq } = facts;
  return {
    tagline: facts.tagline,
    description: facts.description,
    phone: facts.phone.display,
    infoMailbox: facts.mailboxes.info,
    hrMailbox: facts.mailboxes.hr,
    street: hq.street,
    city: hq.city,
    region: hq.region,
    regionName: hq.regionName,
    postalCode: hq.postalCode,
    country: hq.country,
    countryCode: hq.countryCode,
    latitude: String(hq.coordinates.lat),
    longitude: String(hq.coordinates.lon),
    hours: facts.hours,
  };
}

/** "15+ | years delivering…" → { title: "15+", text: "years delivering…" }. */
const pairsOf = (fields: ContentFields, name: string): Pair[] =>
  strs(fields, name).map((entry) => {
    const [title = "", text = ""] = entry.split("|").map((part) => part.trim());
    return { title, text };
  });
const pairLines = (pairs: Pair[]) => pairs.map(({ title, text }) => `${title} | ${text}`);

function homeOf(fields: ContentFields): HomePage {
  return {
    eyebrow: str(fields, "eyebrow"),
    heading: str(fields, "heading"),
    intro: str(fields, "intro"),
    capabilitiesHeading: str(fields, "capabilitiesHeading"),
    capabilitiesIntro: str(fields, "capabilitiesIntro"),
    capabilities: strs(fields, "capabilities"),
    stats: pairsOf(fields, "stats"),
  };
}

function aboutOf(fields: ContentFields): AboutPage {
  return {
    title: str(fields, "title"),
    intro: str(fields, "intro"),
    whoWeAre: str(fields, "whoWeAre"),
    goals: pairsOf(fields, "goals"),
    whyIntro: str(fields, "whyIntro"),
    reasons: strs(fields, "reasons"),
    seoDescription: str(fields, "seoDescription"),
  };
}

/** The two pages as the rows drizzle/0012_pages.sql seeds. */
export function pageRows(
  home: HomePage = homePage,
  about: AboutPage = aboutPage,
  facts: SiteFacts = builtFacts,
): ContentRow[] {
  return [
    {
      type: "home",
      slug: "home",
      fields: { ...home, stats: pairLines(home.stats) },
    },
    {
      type: "about",
      slug: "about",
      fields: { ...about, goals: pairLines(about.goals) },
    },
    { type: "facts", slug: "site", fields: factsFields(facts) },
  ];
}

/** Rows in their list order → the site's content. A use case whose group is gone is not shown. */
export function siteContentOf(rows: ContentRow[]): SiteContent {
  const site: SiteContent = {
    industries: [],
    products: [],
    useCaseGroups: [],
    caseStudies: [],
    testimonials: [],
    clients: [],
    home: homePage,
    about: aboutPage,
    facts: builtFacts,
  };
  const pages = { home: false, about: false, facts: false };
  const useCases: [group: string, UseCase][] = [];
  for (const { type, slug, fields } of rows) {
    const seo = seoOf(fields);
    const extra = seo ? { seo } : {};
    if (type === "industry") {
      const page = pageOf(fields);
      site.industries.push({
        slug,
        name: str(fields, "name"),
        text: str(fields, "summary"),
        icon: icon(fields),
        pageContent: page,
        ...extra,
      });
    } else if (type === "product") {
      site.products.push({
        slug,
        name: str(fields, "name"),
        desc: str(fields, "summary"),
        icon: icon(fields),
        pageContent: pageOf(fields),
        ...extra,
      });
    } else if (type === "use-case-group") {
      site.useCaseGroups.push({
        id: slug,
        title: str(fields, "title"),
        description: str(fields, "description"),
        iconColor: groupIconColors[slug] ?? "text-brand-700",
        items: [],
      });
    } else if (type === "use-case") {
      useCases.push([
        str(fields, "group"),
        {
          slug,
          title: str(fields, "name"),
          description: str(fields, "summary"),
          icon: icon(fields),
          pageContent: pageOf(fields),
          ...extra,
        },
      ]);
    } else if (type === "home" || type === "about" || type === "facts") {
      // One each; should there ever be more, the first in order counts.
      if (pages[type]) continue;
      pages[type] = true;
      if (type === "home") site.home = homeOf(fields);
      else if (type === "about") site.about = aboutOf(fields);
      else site.facts = factsOf(fields);
    } else if (type === "client") {
      site.clients.push({
        slug,
        name: str(fields, "name"),
        logo: str(fields, "logo"),
        link: str(fields, "link") || null,
      });
    } else if (type === "testimonial") {
      site.testimonials.push({
        slug,
        quote: str(fields, "quote"),
        person: str(fields, "person"),
        role: str(fields, "role"),
        company: str(fields, "company"),
        caseStudy: str(fields, "caseStudy") || null,
      });
    } else {
      site.caseStudies.push({
        slug,
        title: str(fields, "title"),
        industry: str(fields, "industry"),
        icon: icon(fields),
        summary: str(fields, "summary"),
        challenge: str(fields, "challenge"),
        solution: str(fields, "solution"),
        outcomes: strs(fields, "outcomes"),
        image: imageOf(fields),
        ...extra,
      });
    }
  }
  for (const [groupId, useCase] of useCases)
    site.useCaseGroups.find((group) => group.id === groupId)?.items.push(useCase);
  return site;
}

const noSeo = { seoTitle: "", seoDescription: "" };
const pageFields = (page: PageContent) => ({
  title: page.title,
  description: page.description,
  keyOfferings: page.keyOfferings,
  ...imageFields(page.image),
});

/** The site's content → rows in list order (the seed in drizzle/0009 is made from today's files). */
export function rowsOf(
  site: Pick<SiteContent, "industries" | "products" | "useCaseGroups" | "caseStudies">,
): ContentRow[] {
  return [
    ...site.industries.map(({ slug, name, text, icon, pageContent }) => ({
      type: "industry" as const,
      slug,
      fields: { name, summary: text, icon, ...pageFields(pageContent), ...noSeo },
    })),
    ...site.products.map(({ slug, name, desc, icon, pageContent }) => ({
      type: "product" as const,
      slug,
      fields: { name, summary: desc, icon, ...pageFields(pageContent), ...noSeo },
    })),
    ...site.useCaseGroups.map(({ id, title, description }) => ({
      type: "use-case-group" as const,
      slug: id,
      fields: { title, description },
    })),
    ...site.useCaseGroups.flatMap((group) =>
      group.items.map(({ slug, title, description, icon, pageContent }) => ({
        type: "use-case" as const,
        slug,
        fields: {
          group: group.id,
          name: title,
          summary: description,
          icon,
          ...pageFields(pageContent),
          ...noSeo,
        },
      })),
    ),
    ...site.caseStudies.map((study) => ({
      type: "case-study" as const,
      slug: study.slug,
      fields: {
        title: study.title,
        industry: study.industry,
        summary: study.summary,
        icon: study.icon,
        challenge: study.challenge,
        solution: study.solution,
        outcomes: study.outcomes,
        ...imageFields(study.image),
        ...noSeo,
      },
    })),
  ];
}
