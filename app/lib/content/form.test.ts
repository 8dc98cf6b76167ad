import { describe, expect, it } from "vitest";
import { validateForm } from "~/lib/forms/validate";
import { contentForm } from "./form";

const product = (focus: Record<string, string>) => ({
  slug: "a-product",
  name: "A Product",
  summary: "Card text.",
  icon: "cloud",
  title: "Heading",
  description: "Words.",
  keyOfferings: "One",
  imageSrc: "/illustrations/products/orion-data-lake.svg",
  imageAlt: "A lake",
  ...focus,
});

describe("an image's focal point (record 051)", () => {
  it("takes whole percentages from 0 to 100, or blank for the centre", () => {
    const points: [string, string][] = [
      ["0", "100"],
      ["35", "70"],
      ["", ""],
    ];
    for (const [x, y] of points) {
      const check = validateForm(
        contentForm("product"),
        product({ imageFocusX: x, imageFocusY: y }),
      );
      expect(check.ok).toBe(true);
      if (check.ok) expect(check.data.fields).toMatchObject({ imageFocusX: x, imageFocusY: y });
    }
  });

  it("refuses anything else with a message per field", () => {
    for (const bad of ["101", "-1", "2.5", "abc", "1e2"]) {
      const check = validateForm(contentForm("case-study"), { imageFocusX: bad, imageFocusY: bad });
      expect(check.ok).toBe(false);
      if (check.ok) continue;
      expect(check.fieldErrors.imageFocusX).toBe(
        "Focal point across (%) must be a whole number from 0 to 100.",
      );
      expect(check.fieldErrors.imageFocusY).toBe(
        "Focal point down (%) must be a whole number from 0 to 100.",
      );
    }
  });
});
