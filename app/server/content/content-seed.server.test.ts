import { readFileSync } from "node:fs";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedArticles } from "~/content/articles";
import { caseStudies, industries, products, useCaseGroups } from "~/content/lookup";
import { aboutPage, homePage, termsPage } from "~/content/pages";
import { builtFacts } from "~/content/site";
import { contentForm } from "~/lib/content/form";
import { ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { contentItems, contentVersions } from "../db/schema.server";
import {
  articleRows,
  articlesSeedSql,
  pageRows,
  pageSeedSql,
  seedSql,
  termsRows,
  termsSeedSql,
} from "./content-seed.server";
import { loadSite } from "./live.server";

const database = ownDatabaseForThisFile();

type SeedRow = ReturnType<typeof pageRows>[number];

/** What the editor's form makes of a seed row sent back unchanged (lists one item a line). */
function savedUnchanged({ type, slug, fields }: SeedRow) {
  const form = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join("\n") : value,
    ]),
  );
  const parsed = contentForm(type).schema.safeParse({ ...form, slug });
  return parsed.success ? parsed.data.fields : false;
}

/** The seed migration `file` ends with what `seedSql` makes of today's files. */
function itIsMadeFrom(name: string, file: string, seedSql: () => string) {
  it(name, () => {
    const migration = readFileSync(file, "utf8");
    expect(migration.trimEnd().endsWith(seedSql())).toBe(true);
  });
}

/** Each seed row comes back from the editor's form as it went in (plus `added` fields). */
function itSavesUnchanged(name: string, rows: SeedRow[], added = {}) {
  it(name, () => {
    for (const row of rows) expect(savedUnchanged(row)).toEqual({ ...row.fields, ...added });
  });
}

/** How many versions the items of each of `types` have, by type. */
const versionsByType = (types: string[]) =>
  database.db
    .select({ type: contentItems.type, n: count() })
    .from(contentVersions)
    .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
    .where(inArray(contentItems.type, types))
    .groupBy(contentItems.type)
    .orderBy(contentItems.type);

describe("the content seed (drizzle/0008_content.sql)", () => {
  itIsMadeFrom(
    "is made from today's files (npm run content:seed-sql)",
    "drizzle/0008_content.sql",
    seedSql,
  );

  it("gives a fresh site exactly today's content: slugs, counts, order and text", async () => {
    const site = await loadSite(database.db);
    expect({
      industries: site.industries,
      products: site.products,
      useCaseGroups: site.useCaseGroups,
      caseStudies: site.caseStudies,
    }).toEqual({ industries, products, useCaseGroups, caseStudies });
    expect(site.find("case-study", caseStudies[0]?.slug ?? "")).toEqual(caseStudies[0]);
    expect(site.movedTo("case-study", "nothing-here")).toBeUndefined();
  });
});

describe("the home and About pages' and site facts' seed (drizzle/0012_pages.sql)", () => {
  itIsMadeFrom(
    "is made from app/content/pages.ts (npm run content:seed-sql -- pages)",
    "drizzle/0012_pages.sql",
    pageSeedSql,
  );

  it("gives a fresh site today's words, published as version 1 of one item each", async () => {
    const site = await loadSite(database.db);
    expect(site.home).toEqual(homePage);
    expect(site.about).toEqual(aboutPage);
    expect(site.facts).toEqual(builtFacts);
    expect(await versionsByType(["home", "about", "facts"])).toEqual([
      { type: "about", n: 1 },
      { type: "facts", n: 1 },
      { type: "home", n: 1 },
    ]);
  });

  itSavesUnchanged("passes its own form's checks, so an editor can save it unchanged", pageRows());
});

describe("the Terms of Service seed (drizzle/0013_terms.sql)", () => {
  itIsMadeFrom(
    "is made from termsPage in app/content/pages.ts (npm run content:seed-sql -- terms)",
    "drizzle/0013_terms.sql",
    termsSeedSql,
  );

  it("gives a fresh site the terms as built, published as version 1 of one item", async () => {
    const site = await loadSite(database.db);
    expect(site.terms).toEqual(termsPage);
    expect(await versionsByType(["terms"])).toEqual([{ type: "terms", n: 1 }]);
  });

  itSavesUnchanged("passes its own form's checks, so an editor can save it unchanged", termsRows());
});

describe("the Insights articles' seed (drizzle/0019_articles.sql, record 081)", () => {
  itIsMadeFrom(
    "is made from app/content/articles.ts (npm run content:seed-sql -- articles)",
    "drizzle/0019_articles.sql",
    articlesSeedSql,
  );

  it("gives a fresh site three published articles, newest first, their bodies rendered", async () => {
    const site = await loadSite(database.db);
    expect(site.articles.map((article) => article.slug)).toEqual(
      [...seedArticles].sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.slug),
    );
    const first = site.find("article", seedArticles[0]?.slug ?? "");
    expect(first?.bodyHtml).toContain("<h2>Start from the processes, not the system</h2>");
    expect(first?.tags).toEqual(["SAP", "ERP", "Transformation"]);
  });

  itSavesUnchanged(
    "passes its own form's checks, so an editor can save each unchanged",
    articleRows(),
    { imageFocusX: "", imageFocusY: "" },
  );
});
