import { describe, expect, it } from "vitest";
import type { Article } from "~/content/types";
import { seedRows } from "./content-seed.server";
import { relatedTo, termsOf } from "./related.server";
import { siteContentOf } from "./shape.server";

const site = siteContentOf(seedRows());

const links = (cards: { to: string }[]) => cards.map((card) => card.to);

/** An article of the given slug and date whose body is `bodyHtml`. */
const article = (slug: string, date: string, bodyHtml: string): Article => ({
  slug,
  title: `Notes ${slug}`,
  summary: "What we learned.",
  author: "Priya Raman",
  date,
  dateLabel: date,
  tags: ["Data"],
  image: { src: "/illustrations/x.svg", alt: "" },
  bodyHtml,
});

describe("relatedTo", () => {
  it("gives an industry the case studies of that industry", () => {
    const related = relatedTo(site, "industry", "utilities");
    expect(links(related.caseStudies)).toEqual(["/case-studies/utility-smart-grid-analytics"]);
  });

  it("gives a product the case studies that name it and use cases sharing its terms", () => {
    const related = relatedTo(site, "product", "sentinel-security-hub");
    expect(links(related.caseStudies)).toEqual(["/case-studies/federal-agency-unified-security"]);
    expect(related.offerings.length).toBeGreaterThan(0);
    expect(related.offerings.every((card) => card.kind === "use-case")).toBe(true);
    expect(links(related.offerings)).toContain("/use-cases/lenel-onguard");
  });

  it("fills a use case's related row with others of its group", () => {
    const related = relatedTo(site, "use-case", "genetec-vms");
    expect(links(related.caseStudies)).toEqual(["/case-studies/federal-agency-unified-security"]);
    expect(related.offerings).toHaveLength(3);
    expect(links(related.offerings)).not.toContain("/use-cases/genetec-vms");
  });

  it("shows at most three of each and never the item itself", () => {
    for (const product of site.products) {
      const related = relatedTo(site, "product", product.slug);
      expect(related.caseStudies.length).toBeLessThanOrEqual(3);
      expect(related.offerings.length).toBeLessThanOrEqual(3);
      expect(links(related.offerings)).not.toContain(`/products/${product.slug}`);
    }
  });

  it("gives an industry no case studies when none is of that industry", () => {
    expect(relatedTo(site, "industry", "health-care").caseStudies).toEqual([]);
  });

  it("answers nothing for an unknown slug", () => {
    expect(relatedTo(site, "product", "nope")).toEqual({
      caseStudies: [],
      offerings: [],
      articles: [],
    });
  });

  it("gives a product the articles that name it, newest first, and no others", () => {
    // The site keeps its articles newest first.
    const withTwo = {
      ...site,
      articles: [
        article("newer", "2026-12-01", "<p>orion data lake</p>"),
        article("unrelated", "2026-06-01", "<p>Gateways (Helix, Orion) in general</p>"),
        article("older", "2026-01-02", "<p>We rolled out <b>Orion Data Lake</b>.</p>"),
      ],
    };
    const related = relatedTo(withTwo, "product", "orion-data-lake");
    expect(related.articles.map((article) => article.slug)).toEqual(["newer", "older"]);
    expect(related.articles[0]).not.toHaveProperty("bodyHtml");
    expect(relatedTo(withTwo, "product", "helix-api-gateway").articles).toEqual([]);
    expect(relatedTo(withTwo, "industry", "utilities").articles).toEqual([]);
  });
});

describe("termsOf", () => {
  it("keeps acronyms and product-style names, not ordinary words", () => {
    expect([...termsOf("The SAP S/4HANA and OnGuard rollout, with CI/CD.")]).toEqual([
      "sap",
      "s/4hana",
      "onguard",
      "ci/cd",
    ]);
  });
});
