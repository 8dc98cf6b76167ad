import { describe, expect, it } from "vitest";
import { ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { formChoices, newItemFields } from "./editor-page.server";

const database = ownDatabaseForThisFile();

describe("the editor's pickers (record 080)", () => {
  it("offer case studies and use-case groups by name, keeping the slug as the value", async () => {
    const testimonial = await formChoices("testimonial", undefined, database.db);
    expect(testimonial.caseStudies).toContainEqual({
      value: "utility-smart-grid-analytics",
      label: expect.stringMatching(/Smart Grid/i),
    });
    const useCase = await formChoices("use-case", undefined, database.db);
    expect(useCase.groups.map((group) => group.value)).toEqual(["software", "sap", "security"]);
    expect(useCase.groups.every((group) => group.label !== group.value)).toBe(true);
  });

  it("give an article the image library and the illustrations for its cover", async () => {
    const article = await formChoices("article", undefined, database.db);
    expect(article.illustrations.length).toBeGreaterThan(0);
    expect(article.groups).toEqual([]);
  });
});

describe("a new item's starting fields (docs/decisions/119)", () => {
  it("dates a new article today on the office's calendar, by the person writing it", () => {
    // 03:00 UTC on the 1st is still the evening before in the office's zone (America/Chicago).
    const late = new Date("2031-03-01T03:00:00Z");
    expect(newItemFields("article", { name: "Ada Writer" }, late)).toEqual({
      author: "Ada Writer",
      date: "2031-02-28",
    });
    expect(newItemFields("article", { name: null }, late).author).toBe("");
    expect(newItemFields("case-study", { name: "Ada Writer" }, late)).toEqual({});
  });
});
