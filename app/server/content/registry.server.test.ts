import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { publicPaths } from "~/content/public-paths";
import { contentForm } from "~/lib/content/form";
import { type ContentValues, contentRegistry } from "~/lib/content/registry";
import {
  type ContentFields,
  type ContentType,
  contentPath,
  contentTypeOf,
  contentTypes,
} from "~/lib/content/types";
import { articleRows, seedRows } from "./content-seed.server";
import { type PlacedRow, siteOf } from "./live.server";
import { siteContentOf } from "./shape.server";

/** One item of a type with every field filled the way its form would save it. */
function sample(type: ContentType, slug: string, position = 0): PlacedRow {
  const fields: ContentFields = {};
  for (const spec of contentRegistry[type].fields)
    fields[spec.name] = spec.kind === "list" ? ["one"] : spec.name === "group" ? "g" : "x";
  return { id: `${type}-${slug}`, type, slug, fields, position };
}

describe("the content-type registry (record 080)", () => {
  it("names each item by one of the type's own fields, and gives every type a form", () => {
    for (const type of contentTypes) {
      const { fields, nameField } = contentRegistry[type];
      expect(
        fields.some((spec) => spec.name === nameField),
        type,
      ).toBe(true);
      expect(new Set(fields.map((spec) => spec.name)).size, type).toBe(fields.length);
      expect(() => contentForm(type), type).not.toThrow();
    }
  });

  it("has a public mapping for every type: a row of each reaches the site", () => {
    const rows = [sample("use-case-group", "g"), ...contentTypes.map((type) => sample(type, "s"))];
    const site = siteOf(rows);
    for (const type of contentTypes) {
      if (contentRegistry[type].page) expect(site.find(type, "s"), type).toBeDefined();
    }
    // The pages' own words replace what was built.
    expect(site.home.heading).toBe("x");
    expect(site.terms.title).toBe("x");
  });

  it("gives every type with a page a route and a sitemap entry", () => {
    const routes = readFileSync("app/routes.ts", "utf8");
    const rows = [sample("use-case-group", "g"), ...contentTypes.map((type) => sample(type, "s"))];
    const paths = publicPaths(siteOf(rows));
    for (const type of contentTypes) {
      const page = contentRegistry[type].page;
      if (!page) continue;
      const prefix = page(":slug").slice(1);
      expect(routes, type).toContain(`route("${prefix}"`);
      expect(paths, type).toContain(contentPath(type, "s"));
      expect(paths, type).toContain(contentRegistry[type].listing);
    }
  });

  it("refuses a type it does not know, instead of treating it as another", () => {
    expect(() => contentTypeOf("news")).toThrow(/Unknown content type/);
    const row = { type: "news" as ContentType, slug: "s", fields: {} };
    expect(() => siteContentOf([row])).toThrow(/Unknown content type/);
  });

  it("infers each type's values from its fields", () => {
    expectTypeOf<ContentValues<"article">["tags"]>().toEqualTypeOf<string[]>();
    expectTypeOf<ContentValues<"article">["body"]>().toEqualTypeOf<string>();
    expectTypeOf<ContentValues<"case-study">["outcomes"]>().toEqualTypeOf<string[]>();
    expectTypeOf<keyof ContentValues<"client">>().toEqualTypeOf<"name" | "logo" | "link">();
  });

  it("seeds rows of known types only", () => {
    for (const row of [...seedRows(), ...articleRows()])
      expect(contentTypes, row.type).toContain(row.type);
  });
});
