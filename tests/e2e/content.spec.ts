import type { Page } from "@playwright/test";
import sharp from "sharp";
import { query } from "../support/accounts";
import { createDraft, pickLibraryIllustration, publishNow } from "./content-editor";
import { contentSiteForThisFile, officeClock } from "./content-site";
import { expect, expectAccessible, keepsShots, shot, test, toast } from "./support";

// The editor's whole round (record 046): create, preview, share, schedule, order, history,
// restore, slug change, delete; on a site of its own (content-site.ts).
const site = contentSiteForThisFile({
  consoleErrors: /status of 40[09] /,
  mobileSkipReason: "the editing flows run on desktop; content-screens covers phones",
});

/** Text with a script in it: it must show as text and never run. */
const xss = (label: string) =>
  `${label} <script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">`;

async function fillCaseStudy(page: Page, slug: string, title: string) {
  const form = page.getByRole("form");
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Industry").fill(xss("Energy"));
  await form.getByLabel("Summary").fill(xss("A co-op saw outages first."));
  await form.getByLabel("Icon").selectOption("zap");
  await form.getByLabel("The challenge").fill(`${xss("Calls came first.")}\n\nCrews waited.`);
  await form.getByLabel("The solution").fill(xss("Meters report outages."));
  await form.getByLabel("Key outcomes").fill(`${xss("Faster detection")}\nFewer truck rolls`);
  await pickLibraryIllustration(page, xss("A grid"));
}

const anonymous = (path: string, instance = site.a) =>
  fetch(`${instance.url}${path}`, { redirect: "manual" });

test("an editor creates, previews, schedules, orders, restores and renames a case study", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await site.signInAsNew(page.context(), "editor", "Edie Editor");
  const { a, b } = site;

  // Signing in lands an editor on My work (record 101); the content area is one link away.
  await page.goto(`${a.url}/admin/dashboard`);
  await expect(page).toHaveURL(`${a.url}/admin/my-work`);
  await page.goto(`${a.url}/admin/content`);
  await expect(
    page.getByRole("link", { name: "Aerospace Supply Chain Optimization" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "New case study" }).click();

  // Bad input: a message per field, nothing saved.
  await page.getByRole("form").getByLabel("Slug").fill("Bad Slug!");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Title is required.")).toBeVisible();
  await expect(page.getByText(/Use lowercase letters, digits and single hyphens/)).toBeVisible();
  await fillCaseStudy(page, "aerospace-supply-chain-optimization", xss("Grid Study"));
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Another item of this type already uses this slug.")).toBeVisible();

  await page.getByRole("form").getByLabel("Slug").fill("grid-study");
  const itemUrl = await createDraft(page);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // An image, uploaded in place: checked by its content, then chosen for the study at once.
  const upload = page.getByRole("form").getByLabel("Upload a new image");
  await upload.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByRole("form").getByRole("alert")).toHaveText(
    "This file is not a PNG, JPEG or WebP image.",
  );
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#1d4ed8" },
  })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: "grid.png", mimeType: "image/png", buffer: png });
  await expect(toast(page).last()).toContainText("Image uploaded");
  await expect(page.getByRole("group", { name: "Image" })).toContainText("grid.png");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("Draft saved");

  // A draft changes nothing live.
  expect((await anonymous("/case-studies/grid-study")).status).toBe(404);
  expect(await (await anonymous("/case-studies")).text()).not.toContain("Grid Study");

  // Preview at the real URL, at phone and desktop widths side by side: marked, never stored,
  // never indexed.
  await page.getByRole("link", { name: "Preview draft" }).click();
  await expect(
    page.frameLocator("iframe[title$='on a phone']").getByRole("heading", { level: 1 }),
  ).toHaveText(xss("Grid Study"));
  await expect(
    page.frameLocator("iframe[title$='on a desktop']").getByRole("heading", { level: 1 }),
  ).toHaveText(xss("Grid Study"));
  const previewPath = await page
    .getByRole("link", { name: "Open the page alone" })
    .getAttribute("href");
  const preview = await page.request.get(`${a.url}${previewPath}`);
  expect(preview.headers()["cache-control"]).toBe("private, no-store");
  expect(preview.headers()["x-robots-tag"]).toBe("noindex");
  await page.goto(`${a.url}${previewPath}`);
  await expect(page.getByRole("status").filter({ hasText: "Preview." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(xss("Grid Study"));
  await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", "noindex");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Without an account the same URL is the live site (a 404 here).
  expect((await anonymous(previewPath ?? "")).status).toBe(404);

  // A share link works without an account.
  await page.goto(itemUrl);
  await page.getByRole("button", { name: "Create share link" }).click();
  const shareUrl = await page.getByLabel(/Preview link/).inputValue();
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(shareUrl.replace(/^https?:\/\/[^/]+/, a.url));
  await expect(strangerPage.getByRole("status").filter({ hasText: "Preview." })).toBeVisible();
  await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText(xss("Grid Study"));
  await stranger.close();

  // A time in the past is refused; a time ahead publishes on its own, on every instance.
  await page.getByLabel(/Publish at/).fill(officeClock(-120));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Choose a time in the future.")).toBeVisible();
  await page.getByLabel(/Publish at/).fill(officeClock(6));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(toast(page)).toContainText("Publishing scheduled");
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await anonymous("/case-studies", b)).status === 200 &&
        (await (await anonymous("/case-studies", b)).text()).includes("Grid Study"),
      { timeout: 30_000 },
    )
    .toBe(true);
  const [versions] = await query<{ n: string }>(
    site.databaseUrl,
    "select count(*) as n from content_versions v join content_items i on i.id = v.item_id where i.slug = 'grid-study'",
  );
  expect(Number(versions?.n)).toBe(1);

  // The listing shows it last, as its order says; the home page shows the first two.
  await page.goto(`${b.url}/case-studies`);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(5);
  await expect(cards.last()).toContainText("Grid Study");
  await expect(cards.last()).toContainText("<script>");
  // Its page shows the upload in WebP with a fallback, sized and cached for a year.
  await page.goto(`${b.url}/case-studies/grid-study`);
  const webp = page.locator("picture source[type='image/webp']");
  await expect(webp).toHaveAttribute(
    "srcset",
    /-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w/,
  );
  await expect(page.locator("picture img")).toHaveAttribute("width", "1200");
  const firstWebp = ((await webp.getAttribute("srcset")) ?? "").split(" ")[0] ?? "";
  const served = await anonymous(firstWebp, b);
  expect(served.headers.get("content-type")).toBe("image/webp");
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // Moved to the top, it leads the listing and the home page's featured studies.
  await page.goto(itemUrl);
  for (let i = 0; i < 4; i++) {
    await page.getByRole("button", { name: "Move up" }).click();
    await expect(toast(page).last()).toContainText("Order changed");
  }
  await expect
    .poll(async () => {
      const home = await (await anonymous("/", b)).text();
      const first = home.indexOf("Grid Study");
      return first > 0 && first < home.indexOf("Aerospace Supply Chain Optimization");
    })
    .toBe(true);
  await page.goto(`${b.url}/`);
  const featured = page
    .getByRole("region", { name: "Featured case studies" })
    .getByRole("listitem");
  await expect(featured).toHaveCount(2);
  await expect(featured.first()).toContainText("Grid Study");
  await expect(featured.nth(1)).toContainText("Aerospace Supply Chain Optimization");

  // Edit and publish; compare version 1; restore it as the draft; publish it again.
  await page.goto(itemUrl);
  await page.getByRole("form").getByLabel("Summary").fill("A new summary.");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(toast(page).last()).toContainText("Published");
  await expect(page.getByText("Version 2")).toBeVisible();
  await expect
    .poll(async () => (await anonymous("/case-studies/grid-study", b)).text())
    .toContain("A new summary.");
  await expect(page.getByRole("listitem", { name: "Version 2" })).toContainText(
    "Changed: Summary.",
  );
  await page.getByRole("link", { name: "Compare version 1" }).click();
  const summaryRow = page.getByRole("listitem", { name: "Summary" });
  await expect(summaryRow).toContainText("Changed");
  await expect(summaryRow).toContainText("A new summary.");
  await page.getByRole("button", { name: "Restore as draft" }).click();
  await expect(toast(page).last()).toContainText("Version 1 restored as the draft");
  // On to the item, with the restored draft and Publish.
  await expect(page).toHaveURL(itemUrl);
  await expect(page.getByText("Changed since publishing", { exact: true })).toBeVisible();
  expect(await (await anonymous("/case-studies/grid-study", b)).text()).toContain("A new summary.");
  await publishNow(page);
  await expect
    .poll(async () =>
      (await (await anonymous("/case-studies/grid-study", b)).text()).includes(
        "A co-op saw outages first.",
      ),
    )
    .toBe(true);

  // A new slug: the old URL answers 301 to the new one.
  await page.getByRole("form").getByLabel("Slug").fill("grid-outage-study");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(toast(page).last()).toContainText("Published");
  // Every instance hears of the publish through NOTIFY, a moment after it commits.
  await expect.poll(async () => (await anonymous("/case-studies/grid-study", b)).status).toBe(301);
  const moved = await anonymous("/case-studies/grid-study", b);
  expect(moved.headers.get("location")).toBe("/case-studies/grid-outage-study");
  await page.goto(`${b.url}/case-studies/grid-study`);
  await expect(page).toHaveURL(`${b.url}/case-studies/grid-outage-study`);
  const sitemap = await (await anonymous("/sitemap.xml", b)).text();
  expect(sitemap).toContain("/case-studies/grid-outage-study");
  expect(sitemap).not.toContain("/case-studies/grid-study<");

  // Deleting names what links to it first.
  await page.goto(itemUrl);
  await page.getByRole("button", { name: "Delete…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("The case studies page (/case-studies)");
  await expect(dialog).toContainText("The home page's featured case studies");
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(`${a.url}/admin/content?type=case-study`);
  await expect
    .poll(async () => (await anonymous("/case-studies/grid-outage-study", b)).status)
    .toBe(404);
});

test("a second editor saving stale data is told, and nothing is overwritten", async ({
  page,
  browser,
}) => {
  const [first, second] = [await site.user("editor"), await site.user("admin")];
  await site.signIn(page.context(), first);
  const other = await browser.newContext();
  await site.signIn(other, second);
  const otherPage = await other.newPage();
  const [row] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'product' and slug = 'helix-api-gateway'",
  );
  const url = `${site.a.url}/admin/content/${row?.id}`;
  await page.goto(url);
  await otherPage.goto(url);
  await page.getByRole("form").getByLabel("Name").fill("Helix Gateway");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Draft saved");
  await otherPage.getByRole("form").getByLabel("Name").fill("Helix Mesh");
  await otherPage.getByRole("button", { name: "Save draft" }).click();
  await expect(otherPage.getByRole("alert")).toContainText("Nothing was saved");
  await expect(otherPage.getByRole("form").getByLabel("Name")).toHaveValue("Helix Mesh");
  const [saved] = await query<{ name: string }>(
    site.databaseUrl,
    "select fields->>'name' as name from content_items where id = $1",
    [row?.id],
  );
  expect(saved?.name).toBe("Helix Gateway");
  // The live site is untouched by either draft.
  expect(await (await anonymous("/products")).text()).toContain("Helix API Gateway");
  await other.close();
});

test("a publish on one instance shows on the other's cached page within a second", async ({
  page,
}) => {
  const { a, b } = site;
  await site.signInAsNew(page.context(), "admin");
  await anonymous("/solutions", b);
  expect((await anonymous("/solutions", b)).headers.get("x-cache")).toBe("HIT");
  const [row] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'industry' and slug = 'automobile'",
  );
  await page.goto(`${a.url}/admin/content/${row?.id}`);
  await page.getByRole("form").getByLabel("Name").fill("Automotive");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(toast(page).last()).toContainText("Published");
  const published = Date.now();
  let html = "";
  while (Date.now() - published < 1000) {
    html = await (await anonymous("/solutions", b)).text();
    if (html.includes(">Automotive<")) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(html).toContain(">Automotive<");
  console.log(`publish visible on the other instance after ${Date.now() - published} ms`);
});

test("the content screens pass axe", async ({ page }) => {
  await site.signInAsNew(page.context(), "editor");
  await page.goto(`${site.a.url}/admin/content?type=use-case`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "SAP Fiori UX Modernization" }).click();
  await expect(page.getByRole("heading", { name: /SAP Fiori UX Modernization/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Compare version 1" }).click();
  await expect(page.getByRole("heading", { name: /Version 1/ })).toBeVisible();
  await expectAccessible(page);
  // An editor has no lead, résumé or user screens.
  const refused = await page.request.get(`${site.a.url}/admin/users`, { maxRedirects: 0 });
  expect(refused.status()).toBe(403);
});

test("content screens at desktop and phone widths (SHOTS_DIR=dir to keep screenshots)", async ({
  page,
}) => {
  test.skip(!keepsShots, "screenshots on request");
  await site.signInAsNew(page.context(), "editor", "Edie Editor");
  const [row] = await query<{ id: string; version: string }>(
    site.databaseUrl,
    "select i.id, v.id as version from content_items i join content_versions v on v.item_id = i.id where i.slug = 'pharma-gxp-compliance-system'",
  );
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.a.url}/admin/content`);
    await shot(page, "content-list");
    await page.goto(`${site.a.url}/admin/content/${row?.id}`);
    await shot(page, "content-edit");
    await page.goto(`${site.a.url}/admin/content/${row?.id}/versions/${row?.version}`);
    await shot(page, "content-compare");
    await page.goto(`${site.a.url}/case-studies/pharma-gxp-compliance-system?preview=${row?.id}`);
    await shot(page, "content-preview");
  }
});

test("a testimonial and a client logo show on the home page (and the case study), and nothing when there are none", async ({
  page,
}) => {
  await site.signInAsNew(page.context(), "editor");
  const { a, b } = site;
  const studyPath = "/case-studies/utility-smart-grid-analytics";
  expect(await (await anonymous("/", b)).text()).not.toContain('id="testimonials"');
  expect(await (await anonymous(studyPath, b)).text()).not.toContain('id="testimonials"');

  await page.goto(`${a.url}/admin/content?type=testimonial`);
  await page.getByRole("link", { name: "New testimonial" }).click();
  const form = page.getByRole("form");
  await expect(form.getByLabel("Slug")).toHaveCount(0);
  await form.getByLabel("Quote").fill(xss("We see outages before the phones ring."));
  await form.getByLabel("Person").fill("Dana Ruiz");
  await form.getByLabel("Role").fill("Director of Operations");
  await form.getByLabel("Company").fill("Hill Country Electric Cooperative");
  await form.getByLabel("Case study").selectOption("utility-smart-grid-analytics");
  await createDraft(page);
  await publishNow(page);

  await expect.poll(async () => (await anonymous("/", b)).text()).toContain("Dana Ruiz");
  await page.goto(`${b.url}/`);
  const quotes = page.getByRole("region", { name: "What our clients say" });
  await expect(quotes).toContainText("We see outages before the phones ring. <script>");
  await expect(quotes).toContainText("Director of Operations, Hill Country Electric Cooperative");
  await page.goto(`${b.url}${studyPath}`);
  await expect(page.getByRole("region", { name: "What the client said" })).toContainText(
    "Dana Ruiz",
  );
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectAccessible(page);

  // A client logo: an uploaded image, in the home page's "Trusted by" row with its link.
  expect(await (await anonymous("/", b)).text()).not.toContain('id="clients"');
  await page.goto(`${a.url}/admin/content/new/client`);
  await page.getByRole("form").getByLabel("Client name").fill("Hill Country Electric");
  await page.getByRole("form").getByLabel("Link").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Enter a web address starting with https://.")).toBeVisible();
  await expect(page.getByText("Logo is required.")).toBeVisible();
  // The logo is uploaded on this page, and chosen as soon as it is stored.
  const logo = await sharp({
    create: { width: 320, height: 128, channels: 3, background: "#0f766e" },
  })
    .jpeg()
    .toBuffer();
  const clientForm = page.getByRole("form");
  await clientForm
    .getByLabel("Upload a new logo")
    .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: logo });
  await expect(toast(page).last()).toContainText("Image uploaded");
  await expect(page.getByRole("group", { name: "Logo" })).toContainText("logo.jpg");
  await clientForm.getByLabel("Link").fill("https://example.com/hcec");
  await createDraft(page);
  await publishNow(page);
  await expect.poll(async () => (await anonymous("/", b)).text()).toContain('id="clients"');
  await page.goto(`${b.url}/`);
  const trusted = page.getByRole("region", { name: "Trusted by" });
  await expect(trusted.getByRole("link", { name: "Hill Country Electric" })).toHaveAttribute(
    "href",
    "https://example.com/hcec",
  );
  await expect(trusted.locator("img")).toHaveAttribute("width", "160");
  await expectAccessible(page);
});
