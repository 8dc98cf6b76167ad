import type { BrowserContext, Page } from "@playwright/test";
import { query } from "../support/accounts";
import { e2e } from "./env";
import { logIn, userWithPassword } from "./sign-in";
import { expect, expectAccessible, signInAsNew, test, toast } from "./support";

/**
 * Chromium's virtual authenticator, as a phone or laptop with a fingerprint reader: it keeps
 * discoverable credentials and checks its owner (user verification), answering at once.
 */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function signInWithPasskey(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

const auditOf = (userId: string) =>
  query<{ action: string; step: string | null }>(
    e2e.databaseUrl,
    "select action, detail->>'step' as step from audit_log where subject_id = $1 order by at, id",
    [userId],
  );

test.describe("passkeys", () => {
  test.skip(({ isMobile }) => isMobile, "the WebAuthn ceremonies run once, on desktop");
  // Refusals answer 403 (the last factor) and 401 (a removed passkey), which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 40[13] /] });

  test("an admin's first factor is a passkey: set up, then sign in with it, never with the password alone", async ({
    page,
    context,
  }) => {
    const admin = await userWithPassword({
      role: "admin",
      name: "Pia Passkey",
      secondFactor: false,
    });
    await virtualAuthenticator(context, page);

    // The password alone leads to the setup page, which offers a passkey too.
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await page.getByLabel("Passkey name").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(toast(page)).toContainText("Passkey added.");
    await expect(page).toHaveURL(/\/admin\/users$/);

    // Next time: the passkey alone signs in (it is two factors), straight to the dashboard.
    await context.clearCookies();
    await signInWithPasskey(page);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.goto("/account/two-factor");
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Work laptop");
    await expectAccessible(page);
    // Staff keep a second factor: the last one cannot be removed.
    await page.getByRole("button", { name: "Remove passkey Work laptop" }).click();
    await expect(toast(page)).toContainText("Staff accounts keep a second factor");

    // The password alone no longer opens the dashboard, nor adds a factor.
    await context.clearCookies();
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your passkey");
    await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    const refused = await page.request.post("/api/auth/passkey/verify-registration", {
      data: { response: {} },
      headers: { Origin: e2e.baseURL },
    });
    expect(refused.status()).toBe(403);

    expect(await auditOf(admin.id)).toEqual([
      { action: "sign-in", step: "password" },
      { action: "passkey-added", step: null },
      { action: "sign-in", step: "passkey" },
      { action: "sign-in", step: "password" },
    ]);
  });

  test("a user adds a passkey, signs in with it, and removes it", async ({ page, context }) => {
    const user = await signInAsNew(context, { name: "Uma User" });
    await virtualAuthenticator(context, page);

    await page.goto("/account/two-factor");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(toast(page)).toContainText("Passkey added.");
    await expect(page.getByRole("list", { name: "Your passkeys" })).toContainText("Passkey 1");
    await page.goto("/account/settings");
    await expect(page.getByText("On (passkey).")).toBeVisible();

    await context.clearCookies();
    await signInWithPasskey(page);
    await expect(page).toHaveURL(/\/account$/);

    await page.goto("/account/two-factor");
    await page.getByRole("button", { name: "Remove passkey Passkey 1" }).click();
    await expect(toast(page)).toContainText("Passkey removed.");
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    // A removed passkey signs nobody in (the device still holds it; the site no longer does).
    await context.clearCookies();
    await signInWithPasskey(page);
    await expect(toast(page)).toContainText("Your passkey was not accepted");
    await expect(page).toHaveURL(/\/login$/);

    const audit = await auditOf(user.id);
    expect(audit.map((row) => row.action)).toEqual(["passkey-added", "passkey-removed"]);
  });

  test("the passkey endpoints need a session to add or remove, and none lists", async ({
    request,
  }) => {
    const options = await request.get("/api/auth/passkey/generate-register-options");
    expect(options.status()).toBe(401);
    // My Account lists passkeys itself; better-auth's list is closed (record 065).
    expect((await request.get("/api/auth/passkey/list-user-passkeys")).status()).toBe(404);
    const removal = await request.post("/api/auth/passkey/delete-passkey", {
      data: { id: "any" },
      headers: { Origin: e2e.baseURL },
    });
    expect(removal.status()).toBe(401);
  });
});
