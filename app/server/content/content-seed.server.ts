import { type SeedArticle, seedArticles } from "~/content/articles";
import { caseStudies, industries, products, useCaseGroups } from "~/content/lookup";
import { aboutPage, homePage, termsPage } from "~/content/pages";
import { builtFacts, type SiteFacts } from "~/content/site";
import type { AboutPage, HomePage, TermsPage } from "~/content/types";
import { type ContentRow, pairLines } from "./field-readers.server";
import { factsFields } from "./page-items.server";
import { contentRowsOf } from "./shape.server";

// The seed (record 080): the files under app/content that a fresh site starts with are read
// here and by the migrations this writes, not by the pages, which read live content.

/** Today's files (app/content), as the rows a fresh site starts with. */
export function seedRows(): ContentRow[] {
  return contentRowsOf({
    industries,
    products,
    useCaseGroups,
    caseStudies,
  });
}

/** The Terms of Service as the row drizzle/0013_terms.sql seeds (record 070). */
export function termsRows(terms: TermsPage = termsPage): ContentRow[] {
  return [
    { type: "terms", slug: "terms", fields: { ...terms, sections: pairLines(terms.sections) } },
  ];
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

/** The Insights articles, as the rows drizzle/0019_articles.sql seeds (record 081). */
export function articleRows(articles: SeedArticle[] = seedArticles): ContentRow[] {
  return articles.map(({ slug, ...fields }) => ({ type: "article", slug, fields }));
}

/** The home and About pages' words and the site facts, seeded by drizzle/0012_pages.sql. */
export function pageSeedSql(): string {
  const rows = pageRows();
  return seedSql(
    rows,
    rows.map((row) => row.type),
  );
}

/** The Terms of Service, seeded by drizzle/0013_terms.sql (record 070). */
export function termsSeedSql(): string {
  return seedSql(termsRows(), ["terms"]);
}

/** The Insights articles, seeded by drizzle/0019_articles.sql (record 081). */
export function articlesSeedSql(): string {
  return seedSql(articleRows(), ["article"]);
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The seed as SQL, for the hand-written block of drizzle/0008_content.sql: every item published
 * as version 1, in today's order. `npm run content:seed-sql` prints it; a test keeps the
 * migration and the files in step.
 */
export function seedSql(rows: ContentRow[] = seedRows(), onlyTypes?: string[]): string {
  const positions = new Map<string, number>();
  const values = rows.map(({ type, slug, fields }) => {
    const position = positions.get(type) ?? 0;
    positions.set(type, position + 1);
    const json = literal(JSON.stringify(fields));
    return `  (${literal(type)}, ${position}, ${literal(slug)}, ${json}::jsonb, ${literal(slug)}, ${json}::jsonb, now())`;
  });
  return [
    'INSERT INTO "content_items" ("type", "position", "slug", "fields", "published_slug", "published", "published_at") VALUES',
    `${values.join(",\n")};`,
    "--> statement-breakpoint",
    'INSERT INTO "content_versions" ("item_id", "number", "slug", "fields", "published_at")',
    `  SELECT "id", 1, "slug", "fields", "published_at" FROM "content_items"${
      onlyTypes ? ` WHERE "type" IN (${onlyTypes.map(literal).join(", ")})` : ""
    };`,
  ].join("\n");
}
