import { brand, expect, followNavLink, test } from "./support";

// The spec's seven links in its order, with Insights after Use Cases (record 109).
const nav = [
  ["Home", "/"],
  ["Industries", "/solutions"],
  ["Products", "/products"],
  ["Use Cases", "/use-cases"],
  ["Insights", "/insights"],
  ["Careers", "/careers"],
  ["About Us", "/about"],
  ["Contact Us", "/contact"],
];

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("the sticky header has the spec's seven links in order, Insights, and a Login button", async ({
    page,
  }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    const links = header.getByRole("navigation", { name: "Main" }).getByRole("link");
    expect(
      await links.evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute("href")])),
    ).toEqual(nav);
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
    await page.mouse.wheel(0, 1500);
    await expect(header).toBeInViewport();
  });

  test("the current page is marked in the navigation", async ({ page }) => {
    await page.goto("/products/helix-api-gateway");
    const mainNav = page.getByRole("navigation", { name: "Main" });
    await expect(mainNav.getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a route change scrolls back to the top", async ({ page }) => {
    await page.goto("/use-cases");
    await page.getByRole("link", { name: "Security Operations Center" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("link", { name: "Security Operations Center" }).click();
    await expect(page).toHaveURL(/security-operations-center$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the footer shows the tagline, copyright, plain-text policies and five links", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer).toContainText(
    "Enterprise-grade software, cloud, and data engineering delivered with precision.",
  );
  await expect(footer).toContainText(/© \d{4} Brazos Digital Consulting, LLC/);
  for (const text of ["Privacy Policy", "Terms of Service"]) {
    await expect(footer.getByText(text)).toBeVisible();
    await expect(footer.getByRole("link", { name: text })).toHaveCount(0);
  }
  const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "/about",
    "/careers",
    "/contact",
    "/solutions",
    "/products",
  ]);
  await expect(footer.getByRole("link", { name: "By Industry" })).toHaveAttribute(
    "href",
    "/solutions",
  );
  // The pages themselves are linked beside the plain-text names (record 109).
  const legal = footer.getByRole("navigation", { name: "Legal" }).getByRole("link");
  expect(await legal.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
    "/privacy",
    "/terms",
  ]);
});

test("the toast region is labelled Notifications with the F8 hotkey", async ({ page }) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(region).toHaveCount(1);
  // The hotkey works once the page has hydrated; retry until it has.
  await expect(async () => {
    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused({ timeout: 500 });
  }).toPass();
});

test("a skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile layout");

  test("opens from the keyboard, offers Login / Register and closes on a link", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(
      await menu
        .getByRole("link")
        .evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute("href")])),
    ).toEqual([...nav, ["Login / Register", "/login"]]);
    await menu.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page).toHaveTitle(`About Us | ${brand}`);
  });

  test("Escape closes the menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test("a first visit paints in the fallback typeface; once Inter is fetched, pages use it", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("html")).not.toHaveClass(/brand-font/);
  // Fetched when the browser is idle, then remembered in a cookie the server reads.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "bd_font")?.value)
    .toBe("1");
  // The next page drawn in this visit uses it too: a client navigation, no reload.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await followNavLink(page, "Footer", "Careers");
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator("html")).toHaveClass(/brand-font/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/brand-font/);
  const interUsed = await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].some(
      (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
    );
    return loaded && getComputedStyle(document.body).fontFamily.startsWith('"Inter Variable"');
  });
  expect(interUsed).toBe(true);
});
