import { describe, expect, it } from "vitest";
import { seedRows } from "./content-seed.server";
import { contentRowsOf, siteContentOf } from "./shape.server";

describe("an image's focal point on the public shapes", () => {
  const rows = seedRows();
  const withFocus = rows.map((row) =>
    row.slug === "utility-smart-grid-analytics" || row.slug === "orion-data-lake"
      ? { ...row, fields: { ...row.fields, imageFocusX: "20", imageFocusY: "" } }
      : row,
  );

  it("is absent where no editor set one, so today's pages stay as they are", () => {
    const site = siteContentOf(rows);
    expect(site.caseStudies.every((study) => study.image.focus === undefined)).toBe(true);
    expect(contentRowsOf(site)).toEqual(rows);
  });

  it("reads what was set, the blank coordinate as the centre, and writes it back", () => {
    const site = siteContentOf(withFocus);
    const study = site.caseStudies.find((item) => item.slug === "utility-smart-grid-analytics");
    const product = site.products.find((item) => item.slug === "orion-data-lake");
    expect(study?.image.focus).toEqual({ x: 20, y: 50 });
    expect(product?.pageContent.image.focus).toEqual({ x: 20, y: 50 });
    const again = contentRowsOf(site).find((row) => row.slug === "orion-data-lake");
    expect(again?.fields).toMatchObject({ imageFocusX: "20", imageFocusY: "50" });
  });
});
