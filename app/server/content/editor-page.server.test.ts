import { describe, expect, it } from "vitest";
import { ownDatabaseForThisFile } from "../../../tests/support/test-database";
import { formChoices } from "./editor-page.server";

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
