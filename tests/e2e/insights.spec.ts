import { createDraft, pickLibraryIllustration, publishNow } from "./content-editor";
import { contentSiteForThisFile } from "./content-site";
import { expect, expectAccessible, followNavLink, shot, test, toast } from "./support";

// Insights articles (record 081), added through the content registry (record 080): an editor
// writes one in Markdown and publishes it; it shows on /insights, its own page (with Article
// JSON-LD) and the Atom feed, on both instances, with nothing of the typed HTML left to run.
const site = contentSiteForThisFile({
  consoleErrors: /status of 40[049] /,
  mobileSkipReason: "the editing flow runs on desktop; the public pages are checked by a11y",
});

const anonymous = (path: string, instance = site.a) =>
  fetch(`${instance.url}${path}`, { redirect: "manual" });

const body = [
  "## Why cutover rehearsals matter",
  "",
  "Rehearse **twice**, then [plan the weekend](https://example.com/plan).",
  "",
  '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
  "",
  "[Click me](javascript:window.__pwned=1)",
].join("\n");

test("an editor writes and publishes an article: list, page, JSON-LD and feed show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await site.signInAsNew(page.context(), "editor", "Ada Article");
  const { a, b } = site;

  // The seeded articles are live, and each instance's page cache holds the list now.
  for (const instance of [a, b]) {
    const list = await (await anonymous("/insights", instance)).text();
    expect(list).toContain("Planning an S/4HANA move without a big-bang weekend");
    expect(list).not.toContain("Cutover Rehearsals");
  }

  await page.goto(`${a.url}/admin/content`);
  await followNavLink(page, "Content types", "Insights");
  await expectAccessible(page);
  await page.getByRole("link", { name: "New article" }).click();
  const form = page.getByRole("form");
  await form.getByLabel("Title", { exact: true }).fill("Cutover Rehearsals That Work");
  await expect(form.getByLabel("Slug")).toHaveValue("cutover-rehearsals-that-work");
  await form.getByLabel("Summary", { exact: true }).fill("Two rehearsals beat one long weekend.");
  await form.getByLabel("Body").fill(body);
  await form.getByLabel("Author").fill("Ada Article");
  await form.getByLabel("Publish date").fill("2030-01-15");
  await form.getByLabel("Tags").fill("SAP\nDelivery");
  await pickLibraryIllustration(page, "A cutover plan on a whiteboard");
  const itemUrl = await createDraft(page);
  await expectAccessible(page);
  await shot(page, "article-editor");

  // A draft is not live: not listed, no page; staff preview it at its real URL, marked.
  expect((await anonymous("/insights/cutover-rehearsals-that-work")).status).toBe(404);
  await page.getByRole("link", { name: "Preview draft" }).click();
  const previewPath = await page
    .getByRole("link", { name: "Open the page alone" })
    .getAttribute("href");
  expect(previewPath).toMatch(/^\/insights\/cutover-rehearsals-that-work\?preview=/);
  await page.goto(`${a.url}${previewPath}`);
  await expect(page.getByRole("status").filter({ hasText: "Preview." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cutover Rehearsals That Work");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.goto(itemUrl);
  await publishNow(page);

  // Both instances drop their cached list on the publish and show it first (newest date).
  for (const instance of [a, b])
    await expect
      .poll(async () => (await anonymous("/insights", instance)).text())
      .toContain("Cutover Rehearsals That Work");

  const response = await anonymous("/insights/cutover-rehearsals-that-work", b);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h2>Why cutover rehearsals matter</h2>");
  expect(html).toContain('<a href="https://example.com/plan" rel="noopener nofollow">');
  expect(html).not.toMatch(/__pwned|onerror|javascript:/);

  const feed = await anonymous("/insights/feed.xml", b);
  expect(feed.headers.get("content-type")).toContain("application/atom+xml");
  const xml = await feed.text();
  expect(xml).toContain(`<id>${b.url}/insights/cutover-rehearsals-that-work</id>`);
  expect(xml).not.toMatch(/__pwned|onerror|javascript:/);

  // The public page, as a visitor sees it: JSON-LD, the list's feed link, nothing run, axe clean.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${a.url}/insights/cutover-rehearsals-that-work`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Cutover Rehearsals That Work",
  );
  const jsonLd = await visitor
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  expect(jsonLd).toContainEqual(
    expect.objectContaining({
      "@type": "Article",
      headline: "Cutover Rehearsals That Work",
      datePublished: "2030-01-15",
      author: { "@type": "Person", name: "Ada Article" },
    }),
  );
  expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectAccessible(visitor);

  await visitor.goto(`${a.url}/insights`);
  await expect(visitor.getByRole("heading", { level: 2 }).first()).toHaveText(
    "Cutover Rehearsals That Work",
  );
  await expect(
    visitor.locator('link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute("href", "/insights/feed.xml");
  await expectAccessible(visitor);
  // Four articles are one page: no page 2.
  expect((await anonymous("/insights?page=2")).status).toBe(404);
  await visitorContext.close();

  // Unpublished: gone from the page, the list and the feed on both instances.
  await page.goto(itemUrl);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(toast(page).last()).toContainText("Unpublished");
  for (const instance of [a, b]) {
    await expect
      .poll(
        async () => (await anonymous("/insights/cutover-rehearsals-that-work", instance)).status,
      )
      .toBe(404);
    expect(await (await anonymous("/insights", instance)).text()).not.toContain("Cutover");
    expect(await (await anonymous("/insights/feed.xml", instance)).text()).not.toContain("Cutover");
  }
});
