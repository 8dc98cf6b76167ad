import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseStudies, industries, products, useCaseGroups } from "~/content/lookup";
import type { Database } from "../db/client.server";
import { createTestDatabase } from "../db/testing.server";
import { loadSite } from "./live.server";
import { seedSql } from "./seed.server";

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
