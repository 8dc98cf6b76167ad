import type { Locator, Page } from "@playwright/test";
import { industrySlugs, productSlugs, useCaseSlugGroups } from "../support/spec-slugs";
import { brand, expect, followNavLink, NOT_FOUND_STATUS, test } from "./support";

async function hrefs(scope: Page | Locator, selector: string) {
  return scope.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

test("home links to contact, case studies, three capabilities and the first two studies", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand}$`));
  const main = page.locator("main");
  await expect(main.locator("a[href='/contact']").first()).toBeVisible();
  await expect(main.locator("a[href='/case-studies']").first()).toBeVisible();
  expect(await hrefs(page, "main a[href^='/use-cases/']")).toEqual([
    "/use-cases/aws-cloud-solutions",
    "/use-cases/chatgpt-openai-integration",
    "/use-cases/security-operations-center",
  ]);
  expect(await hrefs(page, "main a[href^='/case-studies/']")).toEqual([
    "/case-studies/aerospace-supply-chain-optimization",
    "/case-studies/utility-smart-grid-analytics",
  ]);
});

test("/solutions lists the 8 industries", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page).toHaveTitle(`Industries | ${brand}`);
  expect(await hrefs(page, "main a[href^='/solutions/']")).toEqual(
    industrySlugs.map((slug) => `/solutions/${slug}`),
  );
});

test("/products lists 6 products, each with Learn More", async ({ page }) => {
  await page.goto("/products");
  await expect(page).toHaveTitle(`Products | ${brand}`);
  const learnMore = page.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(6);
  expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    productSlugs.map((slug) => `/products/${slug}`),
  );
});

test("/use-cases shows the intro and three groups of 6, 3 and 4", async ({ page }) => {
  await page.goto("/use-cases");
  await expect(
    page.getByText("See how we solve complex challenges with technology."),
  ).toBeVisible();
  for (const [title, slugs] of Object.entries(useCaseSlugGroups)) {
    const group = page.locator("section", { has: page.getByRole("heading", { name: title }) });
    expect(await hrefs(group, "a[href^='/use-cases/']")).toEqual(
      slugs.map((slug) => `/use-cases/${slug}`),
    );
  }
});

test("the security group uses a four-column grid on desktop", async ({ page, isMobile }) => {
  test.skip(isMobile, "columns collapse on phones");
  await page.goto("/use-cases");
  const columns = await page
    .locator("[data-group='security'] ul")
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(4);
});

test("/case-studies lists 4 studies with Read Case Study links", async ({ page }) => {
  await page.goto("/case-studies");
  const cards = page.locator("main li");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByText("Read Case Study")).toHaveCount(4);
});

test("a case study has challenge, solution and a sticky Key Outcomes list", async ({
  page,
  isMobile,
}) => {
  await page.goto("/case-studies/aerospace-supply-chain-optimization");
  await expect(page.getByRole("heading", { name: "The Challenge" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Solution" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key Outcomes" })).toBeVisible();
  await expect(page.getByRole("img").first()).toHaveAttribute("alt", /.+/);
  if (!isMobile) {
    const position = await page.locator("aside").evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("sticky");
  }
});

for (const [path, heading] of [
  ["/solutions/utilities", "Key Offerings"],
  ["/products/orion-data-lake", "Key Offerings"],
  ["/use-cases/sap-btp", "Key Offerings"],
] as const) {
  test(`${path} shows title, key offerings, image and a back link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    const image = page.locator("main img").first();
    await expect(image).toHaveAttribute("alt", /.+/);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(page.locator(`main a[href='/${path.split("/")[1]}']`).first()).toBeVisible();
  });
}

test("/about and /contact carry their content", async ({ page, isMobile }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our goals" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why clients choose us" })).toBeVisible();
  await page.goto("/contact");
  await expect(page.locator("main address")).toContainText("Austin, Texas");
  const map = page.locator("iframe");
  if (isMobile) {
    // Far below a phone's first view, the map is asked for only when scrolled near.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
    await expect(map).toHaveCount(0);
    await page.locator("section[aria-labelledby='find-us']").scrollIntoViewIfNeeded();
  }
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html.*marker=30\.2/);
  await expect(page.locator("main a[href^='mailto:']")).toBeVisible();
});

test.describe("not-found pages", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_STATUS] });

  for (const [path, title, back] of [
    ["/solutions/nope", "Industry Not Found", "/solutions"],
    ["/products/nope", "Product Not Found", "/products"],
    ["/use-cases/nope", "Use Case Not Found", "/use-cases"],
    ["/case-studies/nope", "Case Study Not Found", "/case-studies"],
  ] as const) {
    test(`${path} answers 404 with "${title}" and a link back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.locator(`main a[href='${back}']`)).toBeVisible();
    });
  }

  test("an unknown path answers 404 with the Not Found page", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("We couldn't find that page.")).toBeVisible();
  });
});

test("the hydration scripts wait for the first paint, and a click made before them still works", async ({
  page,
  request,
  isMobile,
}) => {
  const html = await (await request.get("/solutions")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toContain('type="text/x-hydrate-after-paint"');

  // Clicked as soon as the button is there, hydrated or not: the click is held and replayed.
  await page.goto("/solutions", { waitUntil: "commit" });
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  } else {
    await page.locator("header").getByRole("button", { name: "Get a Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Get a Quote" })).toBeVisible();
  }
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const preloads = await page.evaluate(
    () => document.head.querySelectorAll('link[rel="modulepreload"]').length,
  );
  expect(preloads).toBeGreaterThan(3);
});

test("the page's history entry is marked before the modules run, and back and forward still work", async ({
  page,
}) => {
  // Each write of history state, and whether the page's modules were in the document by then.
  await page.addInitScript(() => {
    const writes: boolean[] = [];
    Object.assign(window, { historyWrites: writes });
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (...args: Parameters<History["replaceState"]>) {
      writes.push(document.querySelector('script[type="module"]') !== null);
      return replaceState.apply(this, args);
    };
  });
  await page.goto("/solutions");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // One write, by the loader just after the first paint: React Router found its index there and
  // made no same-document navigation of its own while hydrating.
  expect(
    await page.evaluate(() => (window as { historyWrites?: boolean[] }).historyWrites),
  ).toEqual([false]);
  expect(await page.evaluate(() => history.state)).toEqual({ idx: 0 });

  await followNavLink(page, "Footer", "Careers");
  await expect(page).toHaveURL(/\/careers$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/careers$/);
});
