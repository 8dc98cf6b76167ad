import type { Article, ArticleCardData, CaseStudy, IconName, PageContent } from "~/content/types";
import type { Related, RelatedCard } from "~/lib/content/related";
import { iconShape } from "../content-icons.server";
import type { SiteContent } from "./shape.server";

/**
 * What a detail page suggests next (record 051): case studies, then products and use cases,
 * derived from the content itself so editors keep them right by writing, with no fields to tend.
 *
 * - An industry's case studies are those whose industry is its name.
 * - Otherwise two items are related when one names the other (a case study that says "Orion Data
 *   Lake") or when they share distinctive terms: words with two or more capitals or digits
 *   (SAP, S/4HANA, OnGuard, CI/CD, GxP), each weighted by how rare it is across the site, so
 *   "SAP" alone counts for little and "SCADA" or "OnGuard" for much.
 * - A use case with room left is followed by others of its group.
 * - A product or use case lists the Insights articles that name it, newest first: an article is
 *   related only by naming, since its tags and acronyms (SAP, SOC) are shared by too much.
 */

type Kind = "industry" | RelatedCard["kind"];

type Doc = {
  kind: Kind;
  slug: string;
  name: string;
  /** Lower-cased full text, for "does it name the other item". */
  text: string;
  terms: Set<string>;
  card: RelatedCard | null;
  group?: string;
};

/** The most cards of one section: one row on a desktop. */
const MAX = 3;
/** A relation weaker than this (one common acronym) is noise, not a suggestion. */
const THRESHOLD = 2;
/** Naming the other item outright outweighs any overlap of terms. */
const NAMED = 10;

const TERM = /[A-Za-z0-9/&+.-]*[A-Z][A-Za-z0-9/&+.-]*/g;

/** Distinctive terms: acronyms and product-style names (two or more capitals or digits). */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const match of text.matchAll(TERM)) {
    const word = match[0].replace(/[.&+/-]+$/, "");
    if (word.length >= 2 && (word.match(/[A-Z0-9]/g) ?? []).length >= 2)
      terms.add(word.toLowerCase());
  }
  return terms;
}

const pageText = (page: PageContent) =>
  [page.title, page.description, ...page.keyOfferings].join(" ");

function doc(
  kind: Kind,
  slug: string,
  name: string,
  text: string,
  card: RelatedCard | null,
  group?: string,
): Doc {
  return { kind, slug, name, text: text.toLowerCase(), terms: termsOf(text), card, group };
}

function studyCard(study: CaseStudy): RelatedCard {
  return {
    kind: "case-study",
    to: `/case-studies/${study.slug}`,
    title: study.title,
    eyebrow: study.industry,
    text: study.summary,
    icon: iconShape(study.icon),
  };
}

/** What an industry, product or use case shares: a page of its own, its slug and icon. */
type PageItem = { slug: string; icon: IconName; pageContent: PageContent };

/**
 * An item with a page of its own, found by its name, its card's text and its page's. `link` says
 * where its page is and what its card says above the title; an industry is never a card.
 */
function pageDoc(
  kind: Kind,
  item: PageItem,
  name: string,
  blurb: string,
  link: { to: string; eyebrow: string } | null,
  group?: string,
): Doc {
  const card: RelatedCard | null =
    link && kind !== "industry"
      ? {
          kind,
          to: link.to,
          title: name,
          eyebrow: link.eyebrow,
          text: blurb,
          icon: iconShape(item.icon),
        }
      : null;
  return doc(kind, item.slug, name, `${name} ${blurb} ${pageText(item.pageContent)}`, card, group);
}

function docsOf(site: SiteContent): Doc[] {
  return [
    ...site.industries.map((item) => pageDoc("industry", item, item.name, item.text, null)),
    ...site.products.map((item) =>
      pageDoc("product", item, item.name, item.desc, {
        to: `/products/${item.slug}`,
        eyebrow: "Product",
      }),
    ),
    ...site.useCaseGroups.flatMap((group) =>
      group.items.map((item) =>
        pageDoc(
          "use-case",
          item,
          item.title,
          item.description,
          { to: `/use-cases/${item.slug}`, eyebrow: "Use case" },
          group.id,
        ),
      ),
    ),
    ...site.caseStudies.map((study) =>
      doc(
        "case-study",
        study.slug,
        study.title,
        [study.title, study.summary, study.challenge, study.solution, ...study.outcomes].join(" "),
        studyCard(study),
      ),
    ),
  ];
}

type ArticleText = { article: Article; text: string };

type Index = { docs: Doc[]; articles: ArticleText[]; weight: (term: string) => number };

// One index per snapshot of the site: built on the first detail page after a publish.
const indexes = new WeakMap<SiteContent, Index>();

function indexOf(site: SiteContent): Index {
  const known = indexes.get(site);
  if (known) return known;
  const docs = docsOf(site);
  const counts = new Map<string, number>();
  for (const item of docs)
    for (const term of item.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const articles = site.articles.map((article) => ({
    article,
    text: `${article.title} ${article.summary} ${article.bodyHtml.replace(/<[^>]+>/g, " ")}`.toLowerCase(),
  }));
  const index = {
    docs,
    articles,
    weight: (term: string) => Math.log(docs.length / (counts.get(term) ?? 1)),
  };
  indexes.set(site, index);
  return index;
}

function score(index: Index, a: Doc, b: Doc): number {
  let total = 0;
  for (const term of a.terms) if (b.terms.has(term)) total += index.weight(term);
  const names = (x: Doc, y: Doc) => x.name.length >= 4 && y.text.includes(x.name.toLowerCase());
  if (names(a, b) || names(b, a)) total += NAMED;
  return total;
}

/** The strongest relations of `self` among `candidates`, best first, ties in list order. */
function strongest(index: Index, self: Doc, candidates: Doc[]): Doc[] {
  return candidates
    .map((other, order) => ({ other, order, score: score(index, self, other) }))
    .filter((entry) => entry.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.other);
}

/** The articles that name `self`, newest first (the site keeps them so). */
function articlesNaming(index: Index, self: Doc): ArticleCardData[] {
  if (self.kind === "industry" || self.name.length < 4) return [];
  const name = self.name.toLowerCase();
  return index.articles
    .filter((entry) => entry.text.includes(name))
    .slice(0, MAX)
    .map(({ article }) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      author: article.author,
      date: article.date,
      dateLabel: article.dateLabel,
      tags: article.tags,
      image: article.image,
    }));
}

const cards = (docs: Doc[]) => docs.flatMap((item) => (item.card ? [item.card] : [])).slice(0, MAX);

/** The related case studies and offerings of one industry, product or use case. */
export function relatedTo(
  site: SiteContent,
  kind: "industry" | "product" | "use-case",
  slug: string,
): Related {
  const index = indexOf(site);
  const self = index.docs.find((item) => item.kind === kind && item.slug === slug);
  if (!self) return { caseStudies: [], offerings: [], articles: [] };
  const studies = index.docs.filter((item) => item.kind === "case-study");
  const caseStudies =
    kind === "industry"
      ? studies.filter((item) => {
          const study = site.caseStudies.find((s) => s.slug === item.slug);
          return study?.industry.trim().toLowerCase() === self.name.trim().toLowerCase();
        })
      : strongest(index, self, studies);
  const offeringKinds: Kind[] =
    kind === "product" ? ["use-case"] : kind === "use-case" ? ["product"] : ["product", "use-case"];
  let offerings = strongest(
    index,
    self,
    index.docs.filter((item) => offeringKinds.includes(item.kind)),
  );
  if (kind === "use-case" && offerings.length < MAX) {
    const siblings = index.docs.filter(
      (item) => item.kind === "use-case" && item.group === self.group && item !== self,
    );
    offerings = [...offerings, ...siblings];
  }
  return {
    caseStudies: cards(caseStudies),
    offerings: cards(offerings),
    articles: articlesNaming(index, self),
  };
}
