import type { Locator, Page } from "@playwright/test";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { contactForm, fillContactForm, fillQuoteDialog } from "./site-forms";
import { BAD_REQUEST_STATUS, expect, OFFLINE, openQuoteDialog, test, toast } from "./support";

// How forms reach their actions: a fetcher with scripts, a plain post to the same URL without.

/** Marks the loaded document, to tell a fetcher's answer from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

const postTo = (page: Page, path: string) =>
  page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === path);

test.describe("with scripts", () => {
  test("the contact form posts through a fetcher to the page's own action", async ({ page }) => {
    await page.goto("/contact");
    await markDocument(page);
    const form = contactForm(page);
    await expect(form).toHaveAttribute("action", "/contact");
    await fillContactForm(form);
    const posted = postTo(page, "/contact.data");
    await form.getByRole("button", { name: "Send Message" }).click();
    await posted;
    await expect(toast(page)).toContainText("Message Sent!");
    expect(await sameDocument(page)).toBe(true);
  });

  test("the quote dialog posts through a fetcher to its resource route", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same request on both");
    await page.goto("/about");
    await markDocument(page);
    const dialog = await openQuoteDialog(page, false);
    await fillQuoteDialog(dialog);
    const posted = postTo(page, "/api/quotes.data");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await posted;
    await expect(page.getByRole("dialog", { name: "Request Submitted!" })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test.describe("offline quote", () => {
    test.use({ expectedConsoleErrors: [OFFLINE] });

    test("the quote dialog stays open with its input when the connection is lost", async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, "the same request on both");
      await page.goto("/about");
      await page.route("**/api/quotes.data*", (route) => route.abort("internetdisconnected"));
      const dialog = await openQuoteDialog(page, false);
      await fillQuoteDialog(dialog, { description: "Typed while offline." });
      await dialog.getByRole("button", { name: "Submit Request" }).click();
      await expect(toast(page)).toContainText("Not sent");
      await expect(dialog.getByLabel("Project Description")).toHaveValue("Typed while offline.");
    });
  });

  test("a double click sends one message", async ({ page }) => {
    const email = `double-${Date.now()}@example.com`;
    await page.goto("/contact");
    const form = contactForm(page);
    await fillContactForm(form, { email });
    await form.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(toast(page)).toContainText("Message Sent!");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    const rows = await query(
      e2e.databaseUrl,
      "select id from contact_submissions where email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
  });

  test.describe("offline contact", () => {
    test.use({ expectedConsoleErrors: [OFFLINE] });

    test("a lost connection answers Not sent and keeps what was typed", async ({ page }) => {
      await page.goto("/contact");
      await page.route("**/contact.data*", (route) => route.abort("internetdisconnected"));
      const form = contactForm(page);
      await fillContactForm(form, { message: "Typed while offline." });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page)).toContainText("Not sent");
      await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Typed while offline.");
      await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
  });
});

test.describe("toasts on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone layout");

  /** Names of the form's invalid fields and submit button that the visible toast covers. */
  const coveredBy = (form: Locator) =>
    form.evaluate((element) => {
      const shown = document.querySelector("[aria-label='Notifications (F8)'] li");
      if (!shown) return null;
      const t = shown.getBoundingClientRect();
      const targets = element.querySelectorAll("[aria-invalid='true'], button[type=submit]");
      return [...targets]
        .filter((target) => {
          const r = target.getBoundingClientRect();
          const onScreen = r.bottom > 0 && r.top < window.innerHeight;
          return (
            onScreen && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom
          );
        })
        .map((target) => target.getAttribute("name") ?? target.textContent);
    });

  test("the error toast of an empty contact form leaves the form clear", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Missing details");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Name", { exact: true })).toBeInViewport();
    await expect.poll(() => coveredBy(form)).toEqual([]);
  });

  test("the error toast of an empty quote dialog leaves the dialog's form clear", async ({
    page,
  }) => {
    await page.goto("/about");
    const dialog = await openQuoteDialog(page, true);
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(toast(page)).toContainText("Missing information");
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await expect.poll(() => coveredBy(dialog.locator("form"))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [BAD_REQUEST_STATUS] });

  test("the apply form keeps what was typed and marks the missing field", async ({ page }) => {
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply for Senior Java Engineer" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Kept Input");
    await page.getByLabel(/^Message/).fill("Still here after the error.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing info");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kept Input");
    await expect(page.getByLabel(/^Message/)).toHaveValue("Still here after the error.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("the login page answers in the page and keeps the email", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("kept@example.com");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "You must provide either an email or phone number and a password.",
    );
    await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");
  });
});
