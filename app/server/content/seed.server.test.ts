import { readFileSync } from "node:fs";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies, industries, products, useCaseGroups } from "~/content/lookup";
import { aboutPage, homePage, termsPage } from "~/content/pages";
import { builtFacts } from "~/content/site";
import { contentForm } from "~/lib/content/form";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../db/client.server";
import { contentItems, contentVersions } from "../db/schema.server";
import { loadSite } from "./live.server";
import { pageRows, termsRows } from "./page-items.server";
import { pageSeedSql, seedSql, termsSeedSql } from "./seed.server";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the content seed (drizzle/0008_content.sql)", () => {
  it("is made from today's files (npm run content:seed-sql)", () => {
    const migration = readFileSync("drizzle/0008_content.sql", "utf8");
    expect(migration.trimEnd().endsWith(seedSql())).toBe(true);
  });

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
  it("is made from app/content/pages.ts (npm run content:seed-sql -- pages)", () => {
    const migration = readFileSync("drizzle/0012_pages.sql", "utf8");
    expect(migration.trimEnd().endsWith(pageSeedSql())).toBe(true);
  });

  it("gives a fresh site today's words, published as version 1 of one item each", async () => {
    const site = await loadSite(database.db);
    expect(site.home).toEqual(homePage);
    expect(site.about).toEqual(aboutPage);
    expect(site.facts).toEqual(builtFacts);
    const counted = await database.db
      .select({ type: contentItems.type, n: count() })
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(inArray(contentItems.type, ["home", "about", "facts"]))
      .groupBy(contentItems.type)
      .orderBy(contentItems.type);
    expect(counted).toEqual([
      { type: "about", n: 1 },
      { type: "facts", n: 1 },
      { type: "home", n: 1 },
    ]);
  });

  it("passes its own form's checks, so an editor can save it unchanged", () => {
    for (const { type, slug, fields } of pageRows()) {
      const form = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join("\n") : value,
        ]),
      );
      const parsed = contentForm(type).schema.safeParse({ ...form, slug });
      expect(parsed.success && parsed.data.fields).toEqual(fields);
    }
  });
});

describe("the Terms of Service seed (drizzle/0013_terms.sql)", () => {
  it("is made from termsPage in app/content/pages.ts (npm run content:seed-sql -- terms)", () => {
    const migration = readFileSync("drizzle/0013_terms.sql", "utf8");
    expect(migration.trimEnd().endsWith(termsSeedSql())).toBe(true);
  });

  it("gives a fresh site the terms as built, published as version 1 of one item", async () => {
    const site = await loadSite(database.db);
    expect(site.terms).toEqual(termsPage);
    const [row] = await database.db
      .select({ n: count() })
      .from(contentVersions)
      .innerJoin(contentItems, eq(contentItems.id, contentVersions.itemId))
      .where(eq(contentItems.type, "terms"));
    expect(row?.n).toBe(1);
  });

  it("passes its own form's checks, so an editor can save it unchanged", () => {
    for (const { type, slug, fields } of termsRows()) {
      const form = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join("\n") : value,
        ]),
      );
      const parsed = contentForm(type).schema.safeParse({ ...form, slug });
      expect(parsed.success && parsed.data.fields).toEqual(fields);
    }
  });
});
