import { contentSiteForThisFile } from "./content-site";
import { expect, test, toast } from "./support";

// Record 051: an editor sets where a banner's image is anchored, so what matters
// is not cropped. On the content specs' own site, so the change shows in no other spec.
const site = contentSiteForThisFile({
  consoleErrors: /status of 400 /,
  mobileSkipReason: "an editing flow; the banners are checked on desktop",
});

test("an editor sets a case study banner's focal point; the live banner keeps it in view", async ({
  page,
}) => {
  await site.signInAsNew(page.context(), "editor", "Fay Focus");
  const { a, b } = site;
  const studyPath = "/case-studies/utility-smart-grid-analytics";
  const banner = page.locator("main img").first();

  // Today: no focal point, the browser's centre.
  await page.goto(`${b.url}${studyPath}`);
  await expect(banner).toHaveCSS("object-position", "50% 50%");

  await page.goto(`${a.url}/admin/content?type=case-study`);
  await page.getByRole("link", { name: "Utility Smart Grid Analytics" }).click();
  const form = page.getByRole("form");
  await form.getByLabel("Focal point across (%)").fill("150");
  await form.getByLabel("Focal point down (%)").fill("20");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    page.getByText("Focal point across (%) must be a whole number from 0 to 100."),
  ).toBeVisible();

  await form.getByLabel("Focal point across (%)").fill("30");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page).last()).toContainText("Draft saved");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toast(page).last()).toContainText("Published");

  await expect
    .poll(async () => (await fetch(`${b.url}${studyPath}`)).text())
    .toContain("object-position:30% 20%");
  await page.goto(`${b.url}${studyPath}`);
  await expect(banner).toHaveCSS("object-position", "30% 20%");
  await page.goto(`${a.url}/admin/content?type=case-study`);
  await page.getByRole("link", { name: "Utility Smart Grid Analytics" }).click();
  await expect(form.getByLabel("Focal point across (%)")).toHaveValue("30");
});
