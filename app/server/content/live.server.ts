import { asc, eq, isNotNull } from "drizzle-orm";
import { type ContentType, isContentType } from "~/lib/content/types";
import type { Db } from "../db/client.server";
import { database } from "../db/index.server";
import { contentItems, contentRedirects } from "../db/schema.server";
import { log } from "../log.server";
import type { ContentRow } from "./field-readers.server";
import { EVERY_PAGE, onPublicPageChanged } from "./public-content.server";
import { type SiteContent, siteContentOf } from "./shape.server";
import { keepSiteFacts } from "./site-facts.server";

/** A row as the public site reads it, with what preview needs to put a draft in its place. */
export type PlacedRow = ContentRow & { id: string; position: number };

/** What the public pages read: the live content, looked up by slug, and the old slugs' targets. */
export type Site = SiteContent & {
  rows: PlacedRow[];
  find<T extends ContentType>(type: T, slug: string): SiteItem<T> | undefined;
  /** The current slug of an item once published as `slug`, for a 301. */
  movedTo(type: ContentType, slug: string): string | undefined;
};

/** What `find` answers for each type: the shape its page reads (undefined: no lookup by slug). */
type SiteItems = {
  industry: SiteContent["industries"][number];
  product: SiteContent["products"][number];
  "use-case-group": SiteContent["useCaseGroups"][number];
  "use-case": SiteContent["useCaseGroups"][number]["items"][number];
  "case-study": SiteContent["caseStudies"][number];
  article: SiteContent["articles"][number];
  testimonial: SiteContent["testimonials"][number];
  client: SiteContent["clients"][number];
  home: SiteContent["home"];
  about: SiteContent["about"];
  facts: SiteContent["facts"];
  terms: SiteContent["terms"];
};
type SiteItem<T extends ContentType> = SiteItems[T];

/** Each type's items by slug, for `find` (record 080: one entry per type). */
function lookups(content: SiteContent): Record<ContentType, [slug: string, item: unknown][]> {
  const bySlug = (items: { slug: string }[]) =>
    items.map((item): [string, unknown] => [item.slug, item]);
  return {
    industry: bySlug(content.industries),
    product: bySlug(content.products),
    "use-case-group": content.useCaseGroups.map((group) => [group.id, group]),
    "use-case": bySlug(content.useCaseGroups.flatMap((group) => group.items)),
    "case-study": bySlug(content.caseStudies),
    article: bySlug(content.articles),
    testimonial: bySlug(content.testimonials),
    client: bySlug(content.clients),
    // The pages' own words are read whole (site.home …), never by slug.
    home: [],
    about: [],
    facts: [],
    terms: [],
  };
}

/** Builds the lookups once per snapshot, so a page costs a Map lookup, not a scan. */
export function siteOf(rows: PlacedRow[], redirects = new Map<string, string>()): Site {
  const content = siteContentOf(rows);
  const bySlug = new Map<string, unknown>();
  for (const [type, items] of Object.entries(lookups(content)))
    for (const [slug, item] of items) bySlug.set(`${type}:${slug}`, item);
  return {
    ...content,
    rows,
    find: <T extends ContentType>(type: T, slug: string) =>
      bySlug.get(`${type}:${slug}`) as SiteItem<T> | undefined,
    movedTo: (type, slug) => redirects.get(`${type}:${slug}`),
  };
}

/** Reads what is live: one query for the items, one for the old slugs. */
export async function loadSite(db: Db): Promise<Site> {
  const [items, redirects] = await Promise.all([
    db
      .select({
        id: contentItems.id,
        type: contentItems.type,
        position: contentItems.position,
        slug: contentItems.publishedSlug,
        fields: contentItems.published,
      })
      .from(contentItems)
      .where(isNotNull(contentItems.published))
      .orderBy(asc(contentItems.type), asc(contentItems.position), asc(contentItems.createdAt)),
    db
      .select({
        type: contentRedirects.type,
        fromSlug: contentRedirects.fromSlug,
        to: contentItems.publishedSlug,
      })
      .from(contentRedirects)
      .innerJoin(contentItems, eq(contentItems.id, contentRedirects.itemId)),
  ]);
  const rows = items.flatMap((item): PlacedRow[] => {
    if (!item.slug || !item.fields) return [];
    // A type this build does not know (a row from a newer build, during a rolling deploy) is
    // left out, and said so: never shown as some other type (record 080).
    if (!isContentType(item.type)) {
      log().warn({ type: item.type, id: item.id }, "live content of an unknown type left out");
      return [];
    }
    return [{ ...item, type: item.type, slug: item.slug, fields: item.fields }];
  });
  const moved = new Map<string, string>();
  for (const { type, fromSlug, to } of redirects) if (to) moved.set(`${type}:${fromSlug}`, to);
  return siteOf(rows, moved);
}

// The live content of this process, kept until a publish anywhere says otherwise: public pages
// read memory, not the database (the page cache in front of them keeps whole pages too).
let cached: { db: Db; site: Promise<Site> } | undefined;
let subscribed: Promise<void> | undefined;
let loadsStarted = 0;
let factsFrom = 0;

/** The live content, from memory; loaded on first use and after every publish. */
export async function liveSite(): Promise<Site> {
  const { db } = database();
  if (cached?.db === db) return cached.site;
  subscribed ??= onPublicPageChanged((path) => {
    if (path !== EVERY_PAGE) return;
    cached = undefined;
    // Reloaded at once, not on the next page: mail and other synchronous readers of the site
    // facts (app/content/site.ts) read what the last load set.
    liveSite().catch((err) => log().error({ err }, "reloading the live content failed"));
  }).catch((err) => {
    subscribed = undefined;
    log().error({ err }, "could not listen for content changes");
  });
  await subscribed;
  // Another caller may have started a load while this one waited: one load, not two.
  if (cached?.db === db) return cached.site;
  const site = loadSite(db);
  const entry = { db, site };
  cached = entry;
  // The site facts follow the newest load that finished (a later load read later data), even
  // if a publish dropped it from `cached` meanwhile: the reload the drop starts sets them again.
  const started = ++loadsStarted;
  site.then(
    (loaded) => {
      if (started < factsFrom) return;
      factsFrom = started;
      keepSiteFacts(loaded.facts);
    },
    () => {},
  );
  site.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return site;
}

/** Forgets this process's copy at once (the publisher's own; others hear it through NOTIFY). */
export function forgetLiveSite() {
  cached = undefined;
}
