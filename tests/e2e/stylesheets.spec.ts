import { expect, signInAsNew, test } from "./support";

test.skip(({ isMobile }) => isMobile, "one browser is enough for the stylesheets");

/**
 * Every page inlines app/public.css, which leaves out the workspace's classes; the workspace links
 * the whole app.css after it (docs/decisions/063-public-stylesheet.md).
 */
test("the workspace is styled after a client navigation from a public page", async ({
  page,
  context,
}) => {
  await signInAsNew(context, { role: "admin", name: "Ada Admin" });
  await page.goto("/careers");
  // Only a hydrated page navigates on the client.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\//);
  // `max-w-screen-2xl` is a class only the workspace's frame uses.
  const frame = page.locator("header .max-w-screen-2xl").first();
  await expect(frame).toHaveCSS("max-width", "1536px");

  // The linked sheet comes after the inlined one and holds each of its base and utility rules
  // in the same order, so on a staff page every rule wins or loses as in app.css alone.
  const sheets = await page.evaluate(() => {
    const leaves = (rules: CSSRuleList, layer = ""): string[] =>
      [...rules].flatMap((rule) => {
        if (rule instanceof CSSLayerBlockRule) return leaves(rule.cssRules, rule.name);
        // A style rule is a leaf even where the browser makes it a grouping rule (CSS nesting).
        if (!(rule instanceof CSSStyleRule) && rule instanceof CSSGroupingRule) {
          const condition = rule.cssText.slice(0, rule.cssText.indexOf("{"));
          return leaves(rule.cssRules, layer).map((text) => `${condition}{${text}}`);
        }
        return layer === "base" || layer === "utilities" ? [`${layer}:${rule.cssText}`] : [];
      });
    const inline = document.getElementById("critical-css") as HTMLStyleElement;
    const linked = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    const order = [...document.querySelectorAll("style, link[rel=stylesheet]")];
    return {
      inlineFirst: linked !== null && order.indexOf(inline) < order.indexOf(linked),
      inline: inline.sheet ? leaves(inline.sheet.cssRules) : [],
      linked: linked?.sheet ? leaves(linked.sheet.cssRules) : [],
    };
  });
  expect(sheets.inlineFirst).toBe(true);
  expect(sheets.inline.length).toBeGreaterThan(200);
  expect(sheets.linked.length).toBeGreaterThan(sheets.inline.length);
  let next = 0;
  const outOfOrder = sheets.inline.filter((rule) => {
    const at = sheets.linked.indexOf(rule, next);
    if (at < 0) return true;
    next = at + 1;
    return false;
  });
  expect(outOfOrder).toEqual([]);
});

test("a public page links no stylesheet", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.locator("#critical-css")).toHaveCount(1);
});
