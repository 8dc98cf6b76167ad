import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { cookieHeader, createSessionCookie, type TestUser } from "../support/accounts";
import { e2e } from "./env";

/** Fails the test with a readable list if axe finds any WCAG A/AA violation on the page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // The OpenStreetMap iframe cannot load without internet; axe cannot inspect it here.
    .exclude("iframe[src*='openstreetmap']")
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

export const brand = "Brazos Digital";

/**
 * The visible toast. Located by attribute: while a modal dialog is open, Radix hides the rest
 * of the page from the accessibility tree, the toast region included.
 */
export const toast = (page: Page) => page.locator("[aria-label='Notifications (F8)'] li");

/** A session for `user`, as the Cookie header a signed-in browser would send. */
export async function sessionCookieHeader(user: TestUser): Promise<string> {
  return cookieHeader(await createSessionCookie(e2e.databaseUrl, user, { secret: e2e.authSecret }));
}

/** Signs the browser context in as `user` (a session created directly, not through the form). */
export async function signInAs(context: BrowserContext, user: TestUser) {
  const cookie = await createSessionCookie(e2e.databaseUrl, user, { secret: e2e.authSecret });
  // Chromium takes a Secure cookie only for an https URL; it still sends it to http://localhost.
  await context.addCookies([
    {
      ...cookie,
      url: e2e.baseURL.replace(/^http:/, "https:"),
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}
