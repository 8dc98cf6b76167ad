import { seedContent } from "../../app/content/lookup";
import { publicPaths } from "../../app/content/public-paths";
import { expectAccessible, FORBIDDEN_STATUS, NOT_FOUND_STATUS, signInAsNew, test } from "./support";

for (const path of publicPaths(seedContent)) {
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

/** The staff area's pages, as the role that works in each (the 403 page as hr). */
const staffPages: [role: "admin" | "hr", path: string][] = [
  ["admin", "/admin/my-work"],
  ["admin", "/admin/users"],
  ["admin", "/admin/jobs"],
  ["admin", "/admin/jobs/applications"],
  ["admin", "/admin/quotes"],
  ["admin", "/admin/demo-requests"],
  ["admin", "/admin/contact-messages"],
  ["admin", "/admin/audit"],
  ["admin", "/admin/analytics"],
  ["admin", "/admin/privacy?email=nobody%40example.com"],
];

for (const [role, path] of staffPages) {
  test(`axe finds no violations on ${path} as ${role}`, async ({ page, context }) => {
    await signInAsNew(context, { role });
    await page.goto(path);
    await expectAccessible(page);
  });
}

test.describe("the 403 page", () => {
  test.use({ expectedConsoleErrors: [FORBIDDEN_STATUS] });
  test("axe finds no violations on /admin/quotes as hr", async ({ page, context }) => {
    await signInAsNew(context, { role: "hr" });
    await page.goto("/admin/quotes");
    await expectAccessible(page);
  });
});
