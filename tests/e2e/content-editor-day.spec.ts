import sharp from "sharp";
import { query } from "../support/accounts";
import { createDraft, publishNow } from "./content-editor";
import { contentSiteForThisFile } from "./content-site";
import { expect, expectAccessible, shot, test, toast } from "./support";

// The editor's day without dead ends (docs/decisions/073): a client logo uploaded on the
// new-item page, an image picked from the library by its thumbnail, a version restored and
// published in two actions, and "Edit this page" for staff only; at 1280 px and at 375 px.
// Each project runs on a content site of its own (content-site.ts).
const site = contentSiteForThisFile({ consoleErrors: /status of 40[09] / });

const anonymous = (path: string) => fetch(`${site.b.url}${path}`, { redirect: "manual" });

const picture = (width: number, background: string) =>
  sharp({ create: { width, height: Math.round(width / 2.5), channels: 3, background } })
    .png()
    .toBuffer();

test("an editor creates a client logo with an upload on the new-item page", async ({ page }) => {
  await site.signInAsNew(page.context(), "editor", "Edie Editor");
  await page.goto(`${site.a.url}/admin/content?type=client`);
  await page.getByRole("link", { name: "New client logo" }).click();
  const form = page.getByRole("form");
  // A logo has no page of its own, so no slug to ask for.
  await expect(form.getByLabel("Slug")).toHaveCount(0);
  const name = `Pecos Water ${test.info().project.name}`;
  await form.getByLabel("Client name").fill(name);
  await form.getByLabel("Upload a new logo").setInputFiles({
    name: `pecos-${test.info().project.name}.png`,
    mimeType: "image/png",
    buffer: await picture(400, test.info().project.name === "mobile" ? "#0369a1" : "#7c2d12"),
  });
  await expect(toast(page).last()).toContainText("Image uploaded");
  const chosen = page.getByRole("group", { name: "Logo" });
  await expect(chosen).toContainText(`pecos-${test.info().project.name}.png`);
  await expect(chosen).toContainText("400 × 160");
  await shot(page, "new-client-logo-with-upload");
  await createDraft(page);
  await publishNow(page);
  await expect.poll(async () => (await anonymous("/")).text()).toContain(name);
  const [row] = await query<{ slug: string }>(
    site.databaseUrl,
    "select slug from content_items where type = 'client' and fields->>'name' = $1",
    [name],
  );
  expect(row?.slug).toBe(name.toLowerCase().replace(/ /g, "-"));
});

test("an editor picks an image from the library by its thumbnail, with the keyboard", async ({
  page,
}) => {
  await site.signInAsNew(page.context(), "editor");
  const project = test.info().project.name;
  // The library: an upload, its alt text kept with it.
  await page.goto(`${site.a.url}/admin/content/media`);
  await page.getByLabel("Upload a new image").setInputFiles({
    name: `harbor-${project}.png`,
    mimeType: "image/png",
    buffer: await picture(1000, project === "mobile" ? "#166534" : "#4338ca"),
  });
  await expect(toast(page).last()).toContainText("Image uploaded");
  const card = page.getByRole("article", { name: `harbor-${project}.png` });
  await card.getByLabel("Alt text").fill("Cranes at the harbor at dusk");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(toast(page).last()).toContainText("Alt text saved");
  await expect(card).toContainText("Nothing yet.");

  const [item] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'industry' and slug = 'automobile'",
  );
  await page.goto(`${site.a.url}/admin/content/${item?.id}`);
  const opener = page.getByRole("button", { name: "Choose from the library…" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose image" });
  await expect(dialog).toBeVisible();
  await page.keyboard.type("harbor");
  await expect(dialog.getByRole("region", { name: "Illustrations" })).toHaveCount(0);
  const thumb = dialog.getByRole("button", { name: new RegExp(`harbor-${project}\\.png`) });
  await expect(thumb.locator("img")).toHaveAttribute("src", /-480\.webp$/);
  await shot(page, "media-library-dialog", { fullPage: false });
  await expectAccessible(page);
  await thumb.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("group", { name: "Image" })).toContainText(`harbor-${project}.png`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("Draft saved");
  await page.goto(`${site.a.url}/admin/content/media?q=harbor-${project}`);
  await expect(page.getByRole("article")).toContainText("Automobile");
  await expect(page.getByRole("article")).toContainText("In use, so it cannot be deleted.");
});

test("an editor restores yesterday's version and publishes it in two actions", async ({ page }) => {
  await site.signInAsNew(page.context(), "editor", "Edie Editor");
  const project = test.info().project.name;
  const slug = project === "mobile" ? "helix-api-gateway" : "orion-data-lake";
  const [item] = await query<{ id: string; heading: string }>(
    site.databaseUrl,
    "select id, fields->>'title' as heading from content_items where type = 'product' and slug = $1",
    [slug],
  );
  const itemUrl = `${site.a.url}/admin/content/${item?.id}`;
  await page.goto(itemUrl);
  await page.getByRole("form").getByLabel("Page heading").fill("A heading we regret");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(toast(page).last()).toContainText("Published");
  const history = page.getByRole("region", { name: "History" });
  const latest = history.getByRole("listitem", { name: "Version 2" });
  await expect(latest).toContainText("Changed: Page heading.");
  await expect(latest).toContainText("by Edie Editor");
  await shot(page, "history-with-changed-fields");

  // Action one: restore version 1, right in the history.
  await history.getByRole("button", { name: "Restore version 1 as the draft" }).click();
  await expect(toast(page).last()).toContainText("Version 1 restored as the draft");
  await expect(page.getByRole("form").getByLabel("Page heading")).toHaveValue(item?.heading ?? "");
  await expect(page.getByText("Changed since publishing", { exact: true })).toBeVisible();
  // Action two: publish.
  await publishNow(page);
  await expect
    .poll(async () => (await anonymous(`/products/${slug}`)).text())
    .not.toContain("A heading we regret");
  await expect(history.getByRole("listitem", { name: "Version 3" })).toContainText(
    "Changed: Page heading.",
  );

  // Compare reads at this width: one field at a time, nothing wider than the screen.
  await history.getByRole("link", { name: "Compare version 2" }).click();
  const changed = page.getByRole("listitem", { name: "Page heading" });
  await expect(changed).toContainText("A heading we regret");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "version-compare");
  await expectAccessible(page);
});

test("staff get Edit this page; anonymous pages stay the same bytes", async ({ page }) => {
  const cached = async () => {
    const first = await anonymous("/products/atlas-dev-platform");
    const second = await anonymous("/products/atlas-dev-platform");
    return {
      body: await second.text(),
      cache: second.headers.get("x-cache"),
      etag: first.headers.get("etag"),
    };
  };
  const before = await cached();
  expect(before.cache).toBe("HIT");
  expect(before.body).not.toContain("Edit this page");
  expect(before.body).not.toContain("editLinks");
  await site.signInAsNew(page.context(), "editor");
  const [item] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'product' and slug = 'atlas-dev-platform'",
  );
  await page.goto(`${site.b.url}/products/atlas-dev-platform`);
  await page.getByRole("link", { name: "Edit this page" }).click();
  await expect(page).toHaveURL(`${site.b.url}/admin/content/${item?.id}`);
  // The anonymous copy is untouched by a staff visit.
  const after = await cached();
  expect(after.etag).toBe(before.etag);
  expect(after.body).toBe(before.body);

  // Preview: the draft on its real page, phone and desktop side by side.
  await page.getByRole("link", { name: "Preview draft" }).click();
  for (const frame of ["on a phone", "on a desktop"])
    await expect(
      page.frameLocator(`iframe[title$='${frame}']`).getByRole("heading", { level: 1 }),
    ).toBeVisible();
  await shot(page, "preview-side-by-side");
});
