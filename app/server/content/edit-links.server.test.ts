import { describe, expect, it } from "vitest";
import { editLinks } from "./edit-links.server";
import { type PlacedRow, siteOf } from "./live.server";

const row = (id: string, type: PlacedRow["type"], slug: string): PlacedRow => ({
  id,
  type,
  slug,
  position: 0,
  fields: {},
});

describe("Edit this page links (record 073)", () => {
  it("maps each public page that shows content to the item or list that edits it", () => {
    const links = editLinks(
      siteOf([
        row("p1", "product", "orion-data-lake"),
        row("c1", "case-study", "grid-study"),
        row("h1", "home", "home"),
        row("f1", "facts", "site"),
        row("t1", "testimonial", "dana-ruiz"),
      ]),
    );
    expect(links).toMatchObject({
      "/products/orion-data-lake": "/admin/content/p1",
      "/case-studies/grid-study": "/admin/content/c1",
      "/": "/admin/content/h1",
      "/contact": "/admin/content/f1",
      "/products": "/admin/content?type=product",
      // Not live: still edited in its list.
      "/about": "/admin/content?type=about",
    });
    expect(Object.values(links)).not.toContain("/admin/content/t1");
  });
});
