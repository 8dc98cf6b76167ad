import { publicPaths } from "../../app/content/public-paths";
import { expectAccessible, NOT_FOUND_STATUS, test } from "./support";

for (const path of publicPaths()) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test.describe("not-found pages", () => {
  test.use({ expectedConsoleErrors: [NOT_FOUND_STATUS] });
  for (const path of ["/solutions/unknown", "/no-such-page"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }
});

test("axe finds no violations with the mobile menu open", async ({ page, isMobile }) => {
  test.skip(!isMobile, "mobile menu");
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectAccessible(page);
});
