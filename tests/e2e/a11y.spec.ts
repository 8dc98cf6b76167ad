import { publicPaths } from "../../app/content/public-paths";
import { expectAccessible, test } from "./support";

const pages = [...publicPaths(), "/solutions/unknown", "/no-such-page"];

for (const path of pages) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}

test("axe finds no violations with the mobile menu open", async ({ page, isMobile }) => {
  test.skip(!isMobile, "mobile menu");
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expectAccessible(page);
});
