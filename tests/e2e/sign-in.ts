import type { Page } from "@playwright/test";
import { createUser, setPassword, type TestUser } from "../support/accounts";
import { e2e } from "./env";

// Signing in through the form, for the tests of the sign-in itself; the others are given a
// session directly (support.ts: signInAs).

/** The password of the accounts the tests sign in with through the form. */
export const PASSWORD = "Granite-Lantern-84";

/** A new account (options as createUser's) whose password is `password`. */
export async function userWithPassword(
  options: Parameters<typeof createUser>[1],
  password = PASSWORD,
): Promise<TestUser> {
  const user = await createUser(e2e.databaseUrl, options);
  await setPassword(e2e.databaseUrl, user, password);
  return user;
}

/** Fills the login form on the page with `email` and `password` and sends it. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Opens /login and signs in with `email` and `password`. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login");
  await submitLogin(page, email, password);
}
