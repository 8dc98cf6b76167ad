import { describe, expect, it } from "vitest";
import { routePatterns } from "./route-pattern.server";

const route = (id: string, path: string | undefined, parentId?: string, index?: boolean) => ({
  id,
  path,
  parentId,
  index,
});

const manifest = {
  root: route("root", ""),
  home: route("home", undefined, "root", true),
  insight: route("insight", "insights/:slug", "root"),
  admin: route("admin", "admin", "root"),
  lead: route("lead", "leads/:kind/:id", "admin"),
  notFound: route("notFound", "*", "root"),
};

describe("routePatterns", () => {
  it("labels a path with its route's pattern, page data with its page's", () => {
    const patternOf = routePatterns(manifest);
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/insights/cloud-costs")).toBe("/insights/:slug");
    expect(patternOf("/insights/cloud-costs.data")).toBe("/insights/:slug");
    expect(patternOf("/admin/leads/quotes/42")).toBe("/admin/leads/:kind/:id");
    expect(patternOf("/wp-login.php")).toBe("/*");
  });
});
