import { randomUUID } from "node:crypto";
import { createUser } from "../support/accounts";
import { e2e } from "./env";
import { expect, expectAccessible, shot, test, toast } from "./support";

// Record 051: detail pages suggest what to read next and close with a call to
// action; a product page requests its own demo; listing headers carry key figures.

test("an industry page links its case studies and related offerings, then closes with a call to action", async ({
  page,
}) => {
  await page.goto("/solutions/utilities");
  const studies = page.getByRole("region", { name: "Related case studies" });
  await expect(studies.getByRole("link")).toHaveText(["Utility Smart Grid Analytics"]);
  await expect(studies.getByRole("link")).toHaveAttribute(
    "href",
    "/case-studies/utility-smart-grid-analytics",
  );
  await expect(page.getByRole("region", { name: /^Related (products|use cases)/ })).toBeVisible();
  const closing = page.getByRole("region", { name: "Ready to talk about your project?" });
  await expect(closing.getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await studies.getByRole("link").click();
  await expect(page).toHaveURL(/\/case-studies\/utility-smart-grid-analytics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utility Smart Grid Analytics");
});

test("an industry without case studies shows no empty section", async ({ page }) => {
  await page.goto("/solutions/health-care");
  await expect(page.getByRole("heading", { name: "Key Offerings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Related case studies" })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Ready to talk about your project?" }),
  ).toBeVisible();
});

test("a use case page links its case study and related products and use cases", async ({
  page,
}) => {
  await page.goto("/use-cases/genetec-vms");
  const studies = page.getByRole("region", { name: "Related case studies" });
  await expect(studies.getByRole("link")).toHaveAttribute(
    "href",
    "/case-studies/federal-agency-unified-security",
  );
  const offerings = page.getByRole("region", { name: "Related products and use cases" });
  await expect(offerings.getByRole("link")).toHaveCount(3);
  await expect(offerings.locator("a[href='/products/sentinel-security-hub']")).toBeVisible();
  await expect(offerings.locator("a[href='/use-cases/genetec-vms']")).toHaveCount(0);
  await expectAccessible(page);
});

test("a product page's own Request Demo button opens the demo dialog for it and sends", async ({
  page,
}) => {
  await page.goto("/products/sentinel-security-hub");
  await expect(page.getByRole("link", { name: "Talk to an expert" })).toHaveAttribute(
    "href",
    "/contact",
  );
  const related = page.getByRole("region", { name: "Related use cases" });
  await expect(related.locator("a[href='/use-cases/lenel-onguard']")).toBeVisible();
  await page.getByRole("button", { name: "Request Demo of Sentinel Security Hub" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Demo of Sentinel Security Hub" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("Pat Product");
  await dialog.getByLabel("Email", { exact: true }).fill("pat@example.com");
  await dialog.getByRole("button", { name: "Request Demo" }).click();
  await expect(toast(page)).toContainText("Demo Request Sent!");
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("button", { name: "Request Demo of Sentinel Security Hub" }),
  ).toBeFocused();
});

for (const [path, label] of [
  ["/solutions", "Industry figures"],
  ["/products", "Product figures"],
  ["/use-cases", "Use case figures"],
  ["/case-studies", "Case study figures"],
] as const) {
  test(`${path} shows key figures beside its heading`, async ({ page, isMobile }) => {
    await page.goto(path);
    const figures = page.getByRole("region", { name: label });
    await expect(figures.locator("dd")).toHaveCount(3);
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    const box = await figures.boundingBox();
    if (!heading || !box) throw new Error("heading or figures not laid out");
    // Beside the heading on a desktop, below it on a phone.
    if (isMobile) expect(box.y).toBeGreaterThan(heading.y + heading.height);
    else expect(box.x).toBeGreaterThan(heading.x + 200);
  });
}

test("a product page lists the Insights articles that name it, and a page it does not name shows none", async ({
  page,
}) => {
  // Published the way an editor's Publish does (record 120): through the content functions, on
  // the site's database, so every instance hears of it and drops its cached pages.
  const { openDatabase } = await import("../../app/server/db/client.server");
  const { useDatabase } = await import("../../app/server/db/index.server");
  const { createItem, deleteItem } = await import("../../app/server/content/editing.server");
  const { publishNow, unpublish } = await import("../../app/server/content/publishing.server");
  const { findItem } = await import("../../app/server/content/items.server");
  const { contentForm } = await import("../../app/lib/content/form");
  const { validateForm } = await import("../../app/lib/forms/validate");
  const editor = await createUser(e2e.databaseUrl, { role: "editor", name: "Ed Related" });
  const database = openDatabase({ url: e2e.databaseUrl });
  useDatabase(database);
  const slug = `lake-notes-${randomUUID().slice(0, 8)}`;
  const check = validateForm(contentForm("article"), {
    title: "What a year on Orion Data Lake taught us",
    slug,
    summary: "Lessons from running one lake for every team.",
    author: "Priya Raman",
    date: "2026-11-20",
    tags: "Data",
    body: "We moved every report to **Orion Data Lake** and kept the old warehouse for a month.",
    imageSrc: "/illustrations/use-cases/s4hana-transformation.svg",
    imageAlt: "A data platform diagram",
    seoTitle: "",
    seoDescription: "",
  });
  if (!check.ok) throw new Error(JSON.stringify(check.fieldErrors));
  const created = await createItem("article", check.data, editor.id, database.db);
  const id = created.id ?? "";
  try {
    const item = await findItem(database.db, id);
    expect((await publishNow(id, item?.revision ?? 0, editor.id, database.db)).ok).toBe(true);

    await expect(async () => {
      await page.goto("/products/orion-data-lake");
      const articles = page.getByRole("region", { name: "Related insights" });
      await expect(articles.getByRole("link")).toHaveText([
        "What a year on Orion Data Lake taught us",
      ]);
    }).toPass();
    const articles = page.getByRole("region", { name: "Related insights" });
    await expect(articles.getByRole("heading", { level: 3 })).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, "product-related-insights");
    await articles.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/insights/${slug}$`));

    await page.goto("/products/helix-api-gateway");
    await expect(page.getByRole("heading", { name: "Key Offerings" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Related insights" })).toHaveCount(0);
  } finally {
    await unpublish(id, database.db);
    await deleteItem(id, database.db);
    await database.close();
  }
});
