import { aboutPage, homePage, termsPage } from "~/content/pages";
import { builtFacts, type SiteFacts } from "~/content/site";
import type {
  AboutPage,
  Article,
  CaseStudy,
  ClientLogo,
  HomePage,
  Industry,
  PageContent,
  Product,
  TermsPage,
  Testimonial,
  UseCase,
  UseCaseGroup,
} from "~/content/types";
import { unknownType } from "~/lib/content/registry";
import { articleOf } from "./articles.server";
import {
  type ContentRow,
  icon,
  imageFields,
  imageOf,
  pageOf,
  seoOf,
  str,
  strs,
} from "./field-readers.server";
import { aboutOf, factsOf, homeOf, termsOf } from "./page-items.server";

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
  /** Insights articles, newest first (record 081). */
  articles: Article[];
  testimonials: Testimonial[];
  clients: ClientLogo[];
  /** The home and About pages' words: their live row, else as the site was built. */
  home: HomePage;
  about: AboutPage;
  /** The Terms of Service (record 070): the live row, else as the site was built. */
  terms: TermsPage;
  /** The site facts (app/content/site.ts): their live row, else as the site was built. */
  facts: SiteFacts;
};

/** Rows in their list order → the site's content. A use case whose group is gone is not shown. */
export function siteContentOf(rows: ContentRow[]): SiteContent {
  const site: SiteContent = {
    industries: [],
    products: [],
    useCaseGroups: [],
    caseStudies: [],
    articles: [],
    testimonials: [],
    clients: [],
    home: homePage,
    about: aboutPage,
    terms: termsPage,
    facts: builtFacts,
  };
  const pages = { home: false, about: false, facts: false, terms: false };
  const useCases: [group: string, UseCase][] = [];
  for (const { type, slug, fields } of rows) {
    const seo = seoOf(fields);
    const extra = seo ? { seo } : {};
    // One case per type, and no default: a type added to the registry without its mapping
    // here fails the build (record 080).
    switch (type) {
      case "industry":
        site.industries.push({
          slug,
          name: str(fields, "name"),
          text: str(fields, "summary"),
          icon: icon(fields),
          pageContent: pageOf(fields),
          ...extra,
        });
        break;
      case "product":
        site.products.push({
          slug,
          name: str(fields, "name"),
          desc: str(fields, "summary"),
          icon: icon(fields),
          pageContent: pageOf(fields),
          ...extra,
        });
        break;
      case "use-case-group":
        site.useCaseGroups.push({
          id: slug,
          title: str(fields, "title"),
          description: str(fields, "description"),
          iconColor: groupIconColors[slug] ?? "text-brand-700",
          items: [],
        });
        break;
      case "use-case":
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
        break;
      case "case-study":
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
        break;
      case "article":
        site.articles.push(articleOf(slug, fields));
        break;
      case "client":
        site.clients.push({
          slug,
          name: str(fields, "name"),
          logo: str(fields, "logo"),
          link: str(fields, "link") || null,
        });
        break;
      case "testimonial":
        site.testimonials.push({
          slug,
          quote: str(fields, "quote"),
          person: str(fields, "person"),
          role: str(fields, "role"),
          company: str(fields, "company"),
          caseStudy: str(fields, "caseStudy") || null,
        });
        break;
      case "home":
      case "about":
      case "facts":
      case "terms":
        // One each; should there ever be more, the first in order counts.
        if (pages[type]) break;
        pages[type] = true;
        if (type === "home") site.home = homeOf(fields);
        else if (type === "about") site.about = aboutOf(fields);
        else if (type === "terms") site.terms = termsOf(fields);
        else site.facts = factsOf(fields);
        break;
      default:
        unknownType(type);
    }
  }
  for (const [groupId, useCase] of useCases)
    site.useCaseGroups.find((group) => group.id === groupId)?.items.push(useCase);
  // Newest first, by the date the article shows (ties: the newer position last typed).
  site.articles.sort((a, b) => b.date.localeCompare(a.date));
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
export function contentRowsOf(
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
