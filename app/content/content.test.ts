import { describe, expect, it } from "vitest";
import { industrySlugs, productSlugs, useCaseSlugGroups } from "../../tests/support/spec-slugs";
import { caseStudies, industries, products, seedContent, useCaseGroups } from "./lookup";
import { publicPaths } from "./public-paths";

describe("static content (spec §2, §9)", () => {
  it("has the 8 industries with the spec's slugs, in order", () => {
    expect(industries.map((i) => i.slug)).toEqual(industrySlugs);
  });

  it("has the 6 products with the spec's slugs, in order", () => {
    expect(products.map((p) => p.slug)).toEqual(productSlugs);
  });

  it("groups 13 use cases as 6, 3 and 4, each with five key offerings", () => {
    expect(useCaseGroups.map((g) => [g.id, g.items.length])).toEqual([
      ["software", 6],
      ["sap", 3],
      ["security", 4],
    ]);
    expect(useCaseGroups.flatMap((g) => g.items.map((i) => i.slug))).toEqual(
      Object.values(useCaseSlugGroups).flat(),
    );
    for (const item of useCaseGroups.flatMap((g) => g.items)) {
      expect(item.pageContent.keyOfferings, item.slug).toHaveLength(5);
    }
  });

  it("has 4 case studies, each with challenge, solution and outcomes", () => {
    expect(caseStudies).toHaveLength(4);
    for (const study of caseStudies) {
      expect(study.challenge.length, study.slug).toBeGreaterThan(100);
      expect(study.solution.length, study.slug).toBeGreaterThan(100);
      expect(study.outcomes.length, study.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every image alt text and a self-hosted source", () => {
    const images = [
      ...industries.map((i) => i.pageContent.image),
      ...products.map((p) => p.pageContent.image),
      ...useCaseGroups.flatMap((g) => g.items.map((i) => i.pageContent.image)),
      ...caseStudies.map((c) => c.image),
    ];
    for (const image of images) {
      expect(image.src).toMatch(/^\/illustrations\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      expect(image.alt.length, image.src).toBeGreaterThan(10);
    }
  });

  it("lists every public URL once", () => {
    const paths = publicPaths(seedContent);
    expect(new Set(paths).size).toBe(paths.length);
    // Insights and its three articles; the last five: careers, about, contact, privacy, terms.
    expect(paths).toHaveLength(1 + 1 + 8 + 1 + 6 + 1 + 13 + 1 + 4 + 1 + 3 + 5);
  });
});
