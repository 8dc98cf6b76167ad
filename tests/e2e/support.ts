import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { MAP_ORIGIN } from "../../host/security";
import {
  cookieHeader,
  createSessionCookie,
  createUser,
  type SessionCookie,
  type TestUser,
} from "../support/accounts";
import { e2e } from "./env";

export { expect };

/**
 * Every spec's `test`. After each test it fails on any console error, uncaught page error or
 * Content-Security-Policy violation in the test's browser context, except what the test expects
 * (`test.use({ expectedConsoleErrors: [/…/] })`, e.g. the 404 a not-found page answers) and the
 * OpenStreetMap frame on /contact, which cannot load without internet. A context a test makes
 * itself is watched with `watchBrowser(context, browserProblems)`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; browserProblems: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
  browserProblems: [
    async ({ context, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      await watchBrowser(context, problems);
      await use(problems);
      const unexpected = problems.filter(
        (problem) => !expectedConsoleErrors.some((expected) => expected.test(problem)),
      );
      expect(unexpected, "console errors and CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser logs the 404 status of a not-found page as a failed request. */
export const NOT_FOUND_STATUS = /status of 404 \(Not Found\)/;
/** Likewise the 400 of a form posted without scripts that the server refuses. */
export const BAD_REQUEST_STATUS = /status of 400 \(Bad Request\)/;
/** A request a test aborts to play a lost connection. */
export const OFFLINE = /net::ERR_INTERNET_DISCONNECTED/;
/** Likewise the 403 of a page the role may not open. */
export const FORBIDDEN_STATUS = /status of 403 \(Forbidden\)/;

/** Records console errors, page errors and CSP violations of every page in `context`. */
export async function watchBrowser(context: BrowserContext, problems: string[]) {
  await context.exposeBinding("__reportCspViolation", ({ frame }, text: string) => {
    if (!frame.url().startsWith(MAP_ORIGIN)) problems.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)
        .__reportCspViolation;
      report?.(
        `CSP ${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}: ${event.sample}`,
      );
    });
  });
  const watch = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() !== "error" || message.location().url.startsWith(MAP_ORIGIN)) return;
      problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  };
  for (const page of context.pages()) watch(page);
  context.on("page", watch);
}

/** Fails the test with a readable list if axe finds any WCAG A/AA violation on the page. */
export async function expectAccessible(page: Page, options: { except?: string[] } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .disableRules(options.except ?? [])
    // The OpenStreetMap iframe cannot load without internet; axe cannot inspect it here.
    .exclude("iframe[src*='openstreetmap']")
    // A frame sandboxed without scripts (a newsletter's mail preview) cannot run axe either.
    .exclude("iframe[sandbox='']")
    .analyze();
  const summary = results.violations.map(
    // With axe's own summary of each node: "obscured", "too small" and "too close" need telling apart.
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

export const brand = "Brazos Digital";

/**
 * The visible toast. Located by attribute: while a modal dialog is open, Radix hides the rest
 * of the page from the accessibility tree, the toast region included.
 */
export const toast = (page: Page) => page.locator("[aria-label='Notifications (F8)'] li");

/** Opens the phone's header menu and answers its navigation. */
export async function openMobileMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

/**
 * Opens the quote dialog from the header, as a visitor does: through the menu on a phone (which
 * closes as the dialog opens), by the header's button on a desktop.
 */
export async function openQuoteDialog(page: Page, isMobile: boolean) {
  if (isMobile) {
    await (await openMobileMenu(page)).getByRole("button", { name: "Get a Quote" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  } else {
    await page.locator("header").getByRole("button", { name: "Get a Quote" }).click();
  }
  return page.getByRole("dialog", { name: "Get a Quote" });
}

/** A session for `user`, as the Cookie header a signed-in browser would send. */
export async function sessionCookieHeader(user: TestUser): Promise<string> {
  return cookieHeader(await createSessionCookie(e2e.databaseUrl, user, { secret: e2e.authSecret }));
}

/** Signs the browser context in as `user` (a session created directly, not through the form). */
export async function signInAs(context: BrowserContext, user: TestUser) {
  const cookie = await createSessionCookie(e2e.databaseUrl, user, { secret: e2e.authSecret });
  await addSessionCookie(context, cookie, e2e.baseURL);
}

/** A new account (a visitor's unless `options.role` says), signed in in the browser context. */
export async function signInAsNew(
  context: BrowserContext,
  options?: Parameters<typeof createUser>[1],
): Promise<TestUser> {
  const user = await createUser(e2e.databaseUrl, options);
  await signInAs(context, user);
  return user;
}

/** Gives the browser context the session `cookie` for the server at `baseUrl`. */
export async function addSessionCookie(
  context: BrowserContext,
  cookie: SessionCookie,
  baseUrl: string,
) {
  // Chromium takes a Secure cookie only for an https URL; it still sends it to http://localhost.
  await context.addCookies([
    {
      ...cookie,
      url: baseUrl.replace(/^http:/, "https:"),
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Where the browser tests keep screenshots for a person to look at: SHOTS_DIR, if set. */
const shotsDir = process.env.SHOTS_DIR;

/** Whether this run keeps screenshots (SHOTS_DIR names a directory). */
export const keepsShots = shotsDir !== undefined && shotsDir !== "";

/**
 * A screenshot kept as `<SHOTS_DIR>/<name>-<width>.png` when SHOTS_DIR names a directory, and
 * nothing otherwise: the whole page, the screen only (`fullPage: false`, for a dialog) or one
 * part of it (`of`).
 */
export async function shot(
  page: Page,
  name: string,
  { fullPage = true, of }: { fullPage?: boolean; of?: Locator } = {},
) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const path = `${shotsDir}/${name}-${page.viewportSize()?.width ?? 0}.png`;
  if (of) await of.screenshot({ path });
  else await page.screenshot({ path, fullPage });
}

/** `shot` at 1280 and at 375 px wide, then back at the page's own size. */
export async function shotAtBothWidths(page: Page, name: string, options?: { of?: Locator }) {
  if (!shotsDir) return;
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await shot(page, name, options);
  }
  await page.setViewportSize(before);
}

/**
 * On My notifications: chooses how each `[event, how]` is heard of, saves, and checks that every
 * choice is still made after a reload.
 */
export async function chooseNotifications(page: Page, choices: [event: string, how: string][]) {
  const option = (event: string, how: string) =>
    page.getByRole("group", { name: event }).getByLabel(how);
  for (const [event, how] of choices) await option(event, how).check();
  await page.getByRole("button", { name: "Save notifications" }).click();
  await expect(toast(page)).toContainText("Notification settings saved.");
  await page.reload();
  for (const [event, how] of choices) await expect(option(event, how)).toBeChecked();
}

/** Clicks the link named `link` in the navigation landmark named `nav`. */
export async function followNavLink(page: Page, nav: string, link: string) {
  await page.getByRole("navigation", { name: nav }).getByRole("link", { name: link }).click();
}
