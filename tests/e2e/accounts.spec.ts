import { query } from "../support/accounts";
import { e2e } from "./env";
import { logIn, submitLogin } from "./sign-in";
import { contactForm } from "./site-forms";
import {
  expect,
  expectAccessible,
  openMobileMenu,
  openQuoteDialog,
  signInAsNew,
  test,
  toast,
  watchBrowser,
} from "./support";

test.describe("register, confirm, log in, submit, log out", () => {
  test.skip(({ isMobile }) => isMobile, "the account flow runs once, on desktop");
  // The auth API answers a weak password, an unconfirmed address and a wrong password with a
  // 4xx status, which the browser logs as a failed request.
  test.use({ expectedConsoleErrors: [/status of 40[013] /] });

  test("a visitor registers, confirms by the emailed link, logs in and follows a submission", async ({
    page,
  }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto("/register");
    await expectAccessible(page);
    await page.getByLabel("Full name").fill("Riley Register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill("password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(toast(page)).toContainText("Registration failed");
    await expect(page.getByRole("alert")).toContainText("most commonly used");

    await page.getByLabel(/^Password/).fill("Blue-Harbor-72");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText(
      "Registration successful! Please check your email to confirm your account.",
    );

    // Before confirming, sign-in is refused with a way to get a new link.
    await submitLogin(page, email, "Blue-Harbor-72");
    await expect(page.getByRole("alert")).toContainText("confirm your email address first");
    await expect(page.getByRole("button", { name: "Resend confirmation email" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();

    const [mail] = await query<{ text: string }>(
      e2e.databaseUrl,
      "select text from email_outbox where kind = 'verify-email' and \"to\" = $1 order by created_at desc limit 1",
      [email],
    );
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.locator("main").getByRole("status")).toContainText("Email confirmed");

    await submitLogin(page, email, "Blue-Harbor-72");
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Riley Register");
    await expect(page.getByText("You haven't made any submissions yet.")).toBeVisible();

    await page.goto("/contact");
    const form = contactForm(page);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Riley Register");
    const emailField = form.getByLabel("Email", { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");
    await form.getByLabel("Message", { exact: true }).fill("Signed-in message");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toContainText("Message Sent!");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Riley Register");

    await page
      .locator("header")
      .getByRole("button", { name: /account menu/ })
      .click();
    await page.getByRole("menuitem", { name: "My Account" }).click();
    await expect(page).toHaveURL(/\/account$/);
    const item = page.locator("main li", { hasText: "Contact Message" });
    await expect(item).toContainText("New");
    await expectAccessible(page);

    await page
      .locator("header")
      .getByRole("button", { name: /account menu/ })
      .click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(`${e2e.baseURL}/`);
    await expect(page.locator("header").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows Login failed and the button works again", async ({ page }) => {
    await logIn(page, "nobody@example.com", "not-the-password");
    await expect(toast(page)).toContainText("Login failed");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    await page.getByLabel("Email").fill("");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "You must provide either an email or phone number and a password.",
    );
  });

  test("forgot password answers the same whether or not the address has an account", async ({
    page,
  }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(
      "If an account exists for that address",
    );
  });
});

test("signed-in forms are pre-filled; the quote dialog closes and resets after sending", async ({
  page,
  context,
  isMobile,
}) => {
  const user = await signInAsNew(context, { name: "Quinn Member" });
  await page.goto("/about");
  const dialog = await openQuoteDialog(page, isMobile);
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Quinn Member");
  await expect(dialog.getByLabel("Email Address")).toHaveValue(user.email);
  await dialog.getByLabel("Industry").selectOption("Finance");
  await dialog.getByLabel("Project Description").fill("Data platform");
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page)).toContainText("Quote request sent!");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("dialog", { name: "Request Submitted!" })).toHaveCount(0);
  if (isMobile) {
    // Signed in, the phone's menu links the account too.
    const menu = await openMobileMenu(page);
    await expect(menu.getByRole("link", { name: "My Account" })).toBeVisible();
  }
  const rows = await query<{ email: string }>(
    e2e.databaseUrl,
    "select email from quotes where user_id = $1",
    [user.id],
  );
  expect(rows).toEqual([{ email: user.email }]);
});

test("the Admin Panel entry shows only for staff; careers links every signed-in account to the dashboard, telling visitors it is for staff", async ({
  browser,
  browserProblems,
  isMobile,
}) => {
  test.skip(isMobile, "desktop menu");
  for (const role of ["hr", "user"]) {
    const context = await browser.newContext();
    await watchBrowser(context, browserProblems);
    const page = await context.newPage();
    await signInAsNew(context, { role });
    await page.goto("/careers");
    // The spec's link for any signed-in account; a visitor is told it is for staff (record 070).
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    if (role !== "hr") {
      await expect(page.locator("main").getByText("(for staff)")).toBeVisible();
      await expect(page.locator("main").getByRole("link", { name: "My Account" })).toHaveAttribute(
        "href",
        "/account",
      );
    }
    await expectAccessible(page);
    await page
      .locator("header")
      .getByRole("button", { name: /account menu/ })
      .click();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(
      role === "hr" ? 1 : 0,
    );
    await context.close();
  }
});
