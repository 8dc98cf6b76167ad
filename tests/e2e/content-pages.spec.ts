import { query } from "../support/accounts";
import { publishNow } from "./content-editor";
import { contentSiteForThisFile } from "./content-site";
import { expect, followNavLink, test, toast } from "./support";

// The home and About pages' own words are content (record 053): an editor
// changes the hero line, sees the draft in preview only, and the live page once published.
const site = contentSiteForThisFile({
  consoleErrors: /status of 400 /,
  mobileSkipReason: "the editing flows run on desktop",
});

test("an editor changes the home page's hero line and figures, and sees them live after publishing", async ({
  page,
  browser,
}) => {
  const { a, b } = site;
  await site.signInAsNew(page.context(), "editor", "Hero Editor");
  const visitor = await browser.newPage();
  await visitor.goto(`${b.url}/`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
    "Technology that runs the business, built to last.",
  );

  await page.goto(`${a.url}/admin/content?type=home`);
  await page
    .getByRole("link", { name: "Technology that runs the business, built to last." })
    .click();
  const form = page.getByRole("form");
  await form.getByLabel("Company figures").fill("15+ | years\n240+ engagements");
  await form.getByLabel("Hero heading").fill("Systems that <b>keep</b> the lights on.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/write each line as two parts separated by one bar/)).toBeVisible();
  await form
    .getByLabel("Company figures")
    .fill("16+ | years delivering enterprise programmes\n250+ | engagements completed");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("Draft saved");

  // Saved is not live: visitors still see the old line; the editor's preview shows the new.
  expect(await (await fetch(`${b.url}/`)).text()).toContain(
    "Technology that runs the business, built to last.",
  );
  const [row] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'home'",
  );
  await page.goto(`${a.url}/?preview=${row?.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Systems that <b>keep</b> the lights on.",
  );

  await page.goto(`${a.url}/admin/content/${row?.id}`);
  await publishNow(page);

  // Live on the other instance too (its page cache was dropped through NOTIFY), as text.
  await expect(async () => {
    await visitor.goto(`${b.url}/`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      "Systems that <b>keep</b> the lights on.",
    );
  }).toPass();
  const figures = visitor.getByRole("region", { name: "Company figures" });
  await expect(figures.getByText("16+")).toBeVisible();
  await expect(figures.getByText("engagements completed")).toBeVisible();
  await expect(figures.getByText("97%")).toHaveCount(0);
});

test("an editor changes the phone number in the site facts, and every page's footer and Contact show it", async ({
  page,
  browser,
}) => {
  const { a, b } = site;
  await site.signInAsNew(page.context(), "editor", "Facts Editor");
  const [row] = await query<{ id: string }>(
    site.databaseUrl,
    "select id from content_items where type = 'facts'",
  );
  await page.goto(`${a.url}/admin/content/${row?.id}`);
  const form = page.getByRole("form");
  await form.getByLabel("Phone").fill("call us");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Phone: start with \+ and the country code/)).toBeVisible();
  await form.getByLabel("Phone").fill("+1 (512) 555-0199");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(toast(page).last()).toContainText("Published");

  // The other instance: its snapshot and page cache were dropped through NOTIFY.
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`${b.url}/contact`);
    await expect(
      visitor.getByRole("main").getByRole("link", { name: "+1 (512) 555-0199" }),
    ).toBeVisible();
  }).toPass();
  await expect(
    visitor.getByRole("contentinfo").getByRole("link", { name: "+1 (512) 555-0199" }),
  ).toHaveAttribute("href", "tel:+15125550199");
  // A client-side navigation renders from the same facts (no hydration difference).
  await followNavLink(visitor, "Footer", "About Us");
  await expect(visitor).toHaveURL(`${b.url}/about`);
  await expect(visitor.getByRole("contentinfo")).toContainText("+1 (512) 555-0199");
  expect(await (await fetch(`${b.url}/`)).text()).toContain('"telephone":"+15125550199"');
});
