import type { Page } from "@playwright/test";
import { createUser, query } from "../support/accounts";
import { totpCode } from "../support/totp";
import { adminMatrix, createMatrixFixtures } from "./admin-matrix";
import { e2e } from "./env";
import { logIn, PASSWORD, userWithPassword } from "./sign-in";
import { expect, expectAccessible, sessionCookieHeader, signInAs, test, toast } from "./support";

async function logOut(page: Page) {
  await page.context().clearCookies();
}

test.describe("staff two-factor sign-in", () => {
  test.skip(({ isMobile }) => isMobile, "the sign-in flow runs once, on desktop");
  // Refused codes answer 401, which the browser logs as a failed request.
  test.use({ expectedConsoleErrors: [/status of 40[01] /] });

  test("an admin sets up an authenticator app, then signs in with its codes and a recovery code", async ({
    page,
  }) => {
    // Four sign-ins through the form, each hashing a password, and three axe scans.
    test.slow();
    const admin = await userWithPassword({
      role: "admin",
      name: "Tess Factor",
      secondFactor: false,
    });

    // The password alone leads only to the setup page.
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up two-factor sign-in");
    await expectAccessible(page);

    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(toast(page)).toContainText("That password is not right.");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const key = (await page.locator("main code").textContent()) ?? "";
    const recoveryCodes = await page
      .getByRole("list", { name: "Recovery codes" })
      .locator("li")
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expectAccessible(page);

    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(toast(page)).toContainText("That code is not valid");
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await page.getByLabel("Authentication code").fill(await totpCode(key));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(toast(page)).toContainText("Two-factor sign-in is on");

    // Next sign-in: password, then the code.
    await logOut(page);
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await expectAccessible(page);
    await page.getByLabel("Authentication code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page)).toContainText("Code not accepted");
    const code = await totpCode(key, 1);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    // The same code a second time is refused, even with the right password.
    await logOut(page);
    await logIn(page, admin.email);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page)).toContainText("already been used");
    await expect(page).toHaveURL(/\/login\/two-factor$/);

    // A recovery code works once.
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await logOut(page);
    await logIn(page, admin.email);
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recoveryCodes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page)).toContainText("not valid or has already been used");

    const audit = await query<{ action: string; detail: { step?: string } | null }>(
      e2e.databaseUrl,
      "select action, detail from audit_log where actor_id = $1 or subject_id = $1 order by at",
      [admin.id],
    );
    expect(audit.map((row) => row.action)).toEqual([
      "sign-in",
      "two-factor-enabled",
      "sign-in",
      "sign-in",
    ]);
    expect(audit.map((row) => row.detail?.step ?? null)).toEqual([
      "password",
      null,
      "second-factor",
      "second-factor",
    ]);
  });

  test("an admin resets a colleague's lost factor, after a confirmation naming them", async ({
    page,
    context,
  }) => {
    const admin = await createUser(e2e.databaseUrl, { role: "admin", name: "Ada Reset" });
    const colleague = await createUser(e2e.databaseUrl, { role: "hr", name: "Hal Lostphone" });
    await sessionCookieHeader(colleague);
    await signInAs(context, admin);
    await page.goto(`/admin/users?q=${encodeURIComponent(colleague.email)}`);
    await page.getByRole("button", { name: `Reset 2FA of ${colleague.email}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Reset two-factor sign-in of Hal Lostphone?");
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(toast(page)).toContainText("Two-factor sign-in reset");
    const [row] = await query<{ two_factor_enabled: boolean; sessions: string }>(
      e2e.databaseUrl,
      "select two_factor_enabled, (select count(*) from sessions where user_id = $1) as sessions from users where id = $1",
      [colleague.id],
    );
    expect(row).toEqual({ two_factor_enabled: false, sessions: "0" });
    const audit = await query<{ action: string; actor_id: string }>(
      e2e.databaseUrl,
      "select action, actor_id from audit_log where subject_id = $1",
      [colleague.id],
    );
    expect(audit).toEqual([{ action: "two-factor-reset", actor_id: admin.id }]);

    // The server refuses admin without the dialog's confirmation, however it is asked.
    const unconfirmed = await page.request.post("/admin/users", {
      form: { userId: colleague.id, role: "admin" },
      headers: { Origin: e2e.baseURL },
    });
    expect(unconfirmed.status()).toBe(400);
    // Granting admin asks first, naming the person; cancelling changes nothing.
    await page.getByLabel(`Role of ${colleague.email}`).selectOption("admin");
    await expect(page.getByRole("alertdialog")).toContainText(
      `Make Hal Lostphone (${colleague.email}) an admin?`,
    );
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel(`Role of ${colleague.email}`)).toHaveValue("hr");
    await page.getByLabel(`Role of ${colleague.email}`).selectOption("admin");
    await page.getByRole("button", { name: "Make admin" }).click();
    await expect(toast(page)).toContainText(`Role for ${colleague.email} updated to admin.`);
    const roles = await query<{ detail: { from: string; to: string } }>(
      e2e.databaseUrl,
      "select detail from audit_log where subject_id = $1 and action = 'role-changed'",
      [colleague.id],
    );
    expect(roles.map((r) => r.detail)).toEqual([{ from: "hr", to: "admin" }]);
  });

  test("a user turns two-factor sign-in on and off again, both in the audit log", async ({
    page,
    context,
  }) => {
    const user = await userWithPassword({ name: "Otto Onoff" });
    await signInAs(context, user);
    await page.goto("/account/two-factor");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    const key = (await page.locator("main code").textContent()) ?? "";
    await page.getByLabel("Authentication code").fill(await totpCode(key));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/account/two-factor");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
    await expect(toast(page)).toContainText("Two-factor sign-in is off");
    const audit = await query<{ action: string }>(
      e2e.databaseUrl,
      "select action from audit_log where subject_id = $1 order by at",
      [user.id],
    );
    expect(audit.map((row) => row.action)).toEqual(["two-factor-enabled", "two-factor-disabled"]);
  });

  test("staff without a second factor reach only the setup page", async ({ playwright }) => {
    const fixtures = await createMatrixFixtures();
    for (const role of ["hr", "admin"]) {
      const cookie = await sessionCookieHeader(
        await createUser(e2e.databaseUrl, { role, secondFactor: false }),
      );
      const api = await playwright.request.newContext({
        baseURL: e2e.baseURL,
        extraHTTPHeaders: { Origin: e2e.baseURL, Cookie: cookie },
      });
      for (const { method, url, form } of adminMatrix(fixtures)) {
        const response =
          method === "GET"
            ? await api.get(url, { maxRedirects: 0 })
            : await api.post(url, { form, maxRedirects: 0 });
        expect(response.status(), `${role} ${method} ${url}`).toBe(302);
        expect(response.headers().location, `${role} ${method} ${url}`).toBe("/account/two-factor");
      }
      expect((await api.get("/account/two-factor", { maxRedirects: 0 })).status()).toBe(200);
      await api.dispose();
    }
  });
});
